/**
 * The corpus vocabulary: the closed sets of values the store, the generator, the importer, the
 * tools and the offline planner agree on. Values are stored in the database exactly as written here.
 */

export const CHANNELS = ['email', 'phone', 'chat', 'letter', 'social'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHAT_MODES = ['chatbot', 'human'] as const;
export const ESCALATED_FROM = ['chatbot', 'chat', 'email'] as const;
export const DIRECTIONS = ['inbound', 'outbound'] as const;

/** What the customer wants from the contact; `complaint` is what "complaints" counts everywhere. */
export const INTENTS = ['complaint', 'enquiry', 'request', 'praise'] as const;
export type Intent = (typeof INTENTS)[number];

export const COMMUNICATION_STATUSES = ['open', 'pending', 'resolved'] as const;

export const SENTIMENT_LABELS = ['negative', 'neutral', 'positive'] as const;
export type SentimentLabel = (typeof SENTIMENT_LABELS)[number];
/**
 * Scores at or below -0.25 are negative, at or above 0.25 positive: a net valence of less than one
 * "slightly" worded term is neutral (the reasoning is in store/sentiment.ts).
 */
export const SENTIMENT_THRESHOLD = 0.25;

export const SEGMENTS = ['retail', 'premier', 'business', 'student'] as const;
export const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Scotland', 'Wales'] as const;

export const PRODUCTS = [
  'Current Account',
  'Credit Card',
  'Debit Card',
  'Savings',
  'Mortgage',
  'Personal Loan',
  'Mobile App',
  'Online Banking',
] as const;
export type Product = (typeof PRODUCTS)[number];

/** Topic categories and their sub-categories (communications.category / .subcategory). */
export const CATEGORIES = {
  'Login & Access': ['Login failure', 'Two-factor code', 'Password reset', 'Account locked'],
  'Fees & Charges': ['Card fee', 'Overdraft fee', 'Foreign transaction fee', 'Account fee'],
  'Payments & Transfers': ['Failed payment', 'Delayed transfer', 'Direct debit', 'Standing order'],
  Cards: ['Card declined', 'Lost or stolen card', 'Card replacement', 'Contactless limit'],
  'Fraud & Security': ['Suspicious transaction', 'Phishing attempt', 'Chargeback'],
  'Service & Wait Times': ['Long wait', 'Call dropped', 'Unhelpful response', 'Callback request'],
  'Interest & Rates': ['Savings rate', 'Loan rate', 'Mortgage rate'],
  'Account Management': [
    'Change of address',
    'Statement request',
    'Account closure',
    'New account',
  ],
  'App & Digital': ['App crash', 'Slow performance', 'Feature request', 'Update problem'],
  'Identity & Verification': ['Missing ID documents', 'Address verification', 'Source of funds'],
} as const;
export type Category = keyof typeof CATEGORIES;

export const CASE_TYPES = ['complaint', 'cdd', 'dispute', 'service'] as const;
export type CaseType = (typeof CASE_TYPES)[number];
export const CASE_STATUSES = ['open', 'in_progress', 'closed'] as const;
export const CASE_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
/** The reasons of CDD (customer due diligence) remediation cases. */
export const CDD_REASONS = [
  'Missing ID documents',
  'Address verification',
  'Source of funds',
] as const;

/** The demo corpus spans these days (inclusive); relative periods resolve against the last one. */
export const DEMO_FROM = '2025-11-01';
export const DEMO_TO = '2026-10-31';
