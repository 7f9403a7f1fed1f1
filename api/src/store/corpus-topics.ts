import type { Category, Intent, Product } from './vocabulary';

/** A product/topic pair customers contact the bank about, with its share of everyday traffic. */
export interface Topic {
  readonly product: Product;
  readonly category: Category;
  readonly subcategory: string;
  readonly weight: number;
  readonly intents: Readonly<Record<Intent, number>>;
}

/** Problems: mostly complaints. */
const PROBLEM: Record<Intent, number> = {
  complaint: 0.4,
  enquiry: 0.3,
  request: 0.23,
  praise: 0.07,
};
/** Charges people notice: complaints first. */
const CHARGE: Record<Intent, number> = {
  complaint: 0.6,
  enquiry: 0.25,
  request: 0.12,
  praise: 0.03,
};
/** Information and changes: mostly enquiries and requests. */
const SERVICE: Record<Intent, number> = {
  complaint: 0.12,
  enquiry: 0.45,
  request: 0.33,
  praise: 0.1,
};

function topics(
  product: Product,
  category: Category,
  intents: Record<Intent, number>,
  weights: Record<string, number>,
): Topic[] {
  return Object.entries(weights).map(([subcategory, weight]) => ({
    product,
    category,
    subcategory,
    weight,
    intents,
  }));
}

export const TOPICS: readonly Topic[] = [
  ...topics('Mobile App', 'Login & Access', PROBLEM, {
    'Login failure': 1.4,
    'Two-factor code': 0.9,
    'Password reset': 0.6,
    'Account locked': 0.5,
  }),
  ...topics('Mobile App', 'App & Digital', PROBLEM, {
    'App crash': 1.4,
    'Slow performance': 1,
    'Update problem': 0.6,
  }),
  ...topics('Mobile App', 'App & Digital', SERVICE, { 'Feature request': 1.2 }),
  ...topics('Online Banking', 'Login & Access', PROBLEM, {
    'Login failure': 1.2,
    'Password reset': 1.2,
    'Two-factor code': 0.8,
    'Account locked': 0.6,
  }),
  ...topics('Online Banking', 'App & Digital', PROBLEM, { 'Slow performance': 0.8 }),
  ...topics('Online Banking', 'Payments & Transfers', PROBLEM, { 'Failed payment': 0.8 }),
  ...topics('Current Account', 'Fees & Charges', PROBLEM, { 'Overdraft fee': 2, 'Account fee': 1 }),
  ...topics('Current Account', 'Payments & Transfers', PROBLEM, {
    'Failed payment': 2,
    'Delayed transfer': 2,
    'Direct debit': 1.5,
    'Standing order': 1,
  }),
  ...topics('Current Account', 'Account Management', SERVICE, {
    'Change of address': 1.5,
    'Statement request': 1.5,
    'Account closure': 0.8,
    'New account': 1.2,
  }),
  ...topics('Current Account', 'Fraud & Security', PROBLEM, {
    'Suspicious transaction': 1.5,
    'Phishing attempt': 1,
  }),
  ...topics('Current Account', 'Service & Wait Times', PROBLEM, {
    'Long wait': 1.2,
    'Unhelpful response': 0.8,
    'Call dropped': 0.3,
  }),
  ...topics('Current Account', 'Service & Wait Times', SERVICE, { 'Callback request': 0.8 }),
  ...topics('Debit Card', 'Cards', PROBLEM, {
    'Card declined': 2,
    'Lost or stolen card': 1.5,
    'Card replacement': 1.2,
    'Contactless limit': 0.8,
  }),
  ...topics('Debit Card', 'Fees & Charges', PROBLEM, { 'Foreign transaction fee': 1 }),
  ...topics('Debit Card', 'Fraud & Security', PROBLEM, {
    Chargeback: 0.6,
    'Suspicious transaction': 1,
  }),
  ...topics('Credit Card', 'Fees & Charges', CHARGE, { 'Card fee': 2.4 }),
  ...topics('Credit Card', 'Fees & Charges', PROBLEM, { 'Foreign transaction fee': 0.8 }),
  ...topics('Credit Card', 'Cards', PROBLEM, {
    'Card declined': 1,
    'Card replacement': 0.6,
    'Lost or stolen card': 0.6,
    'Contactless limit': 0.3,
  }),
  ...topics('Credit Card', 'Fraud & Security', PROBLEM, {
    Chargeback: 0.8,
    'Suspicious transaction': 1,
  }),
  ...topics('Credit Card', 'Payments & Transfers', PROBLEM, { 'Direct debit': 0.5 }),
  ...topics('Savings', 'Interest & Rates', SERVICE, { 'Savings rate': 2 }),
  ...topics('Savings', 'Account Management', SERVICE, {
    'New account': 1,
    'Account closure': 0.6,
    'Statement request': 0.5,
  }),
  ...topics('Savings', 'Payments & Transfers', PROBLEM, { 'Delayed transfer': 0.6 }),
  ...topics('Mortgage', 'Interest & Rates', SERVICE, { 'Mortgage rate': 1.8 }),
  ...topics('Mortgage', 'Payments & Transfers', PROBLEM, { 'Direct debit': 0.6 }),
  ...topics('Mortgage', 'Account Management', SERVICE, {
    'Statement request': 0.5,
    'Change of address': 0.4,
  }),
  ...topics('Mortgage', 'Service & Wait Times', SERVICE, { 'Callback request': 0.5 }),
  ...topics('Personal Loan', 'Interest & Rates', SERVICE, { 'Loan rate': 1.5 }),
  ...topics('Personal Loan', 'Payments & Transfers', PROBLEM, { 'Direct debit': 0.5 }),
  ...topics('Personal Loan', 'Account Management', SERVICE, {
    'New account': 0.6,
    'Account closure': 0.4,
  }),
];
