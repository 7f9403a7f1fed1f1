import {
  CASE_TYPES,
  CATEGORIES,
  CDD_REASONS,
  CHANNELS,
  PRODUCTS,
  SEGMENTS,
  type Category,
  type Channel,
  type Product,
} from '../../store/vocabulary';
import { findPeriod, type CorpusSpan, type PeriodMention } from './periods';

/** What a question is about, read with the corpus vocabulary and its everyday synonyms. */
export interface QuestionFeatures {
  products: Product[];
  categories: Category[];
  subcategories: string[];
  channels: Channel[];
  complaints: boolean;
  negative: boolean;
  segment?: string;
  caseType?: string;
  cddReason?: string;
  period?: PeriodMention;
  customerIds: string[];
  communicationIds: string[];
  caseIds: string[];
  /** Words that carry meaning (no stop words), for search queries and description matching. */
  words: string[];
}

type Synonyms<T> = [RegExp, T][];

const PRODUCT_SYNONYMS: Synonyms<Product> = [
  [/\bcredit[- ]?cards?\b/, 'Credit Card'],
  [/\bdebit[- ]?cards?\b/, 'Debit Card'],
  [/\bcurrent accounts?\b/, 'Current Account'],
  [/\bsavings?\b/, 'Savings'],
  [/\bmortgages?\b/, 'Mortgage'],
  [/\b(personal )?loans?\b/, 'Personal Loan'],
  [/\b(mobile )?app\b|\bapplication\b|\bmobile banking\b/, 'Mobile App'],
  [/\bonline banking\b|\bwebsite\b|\binternet banking\b/, 'Online Banking'],
];

const CATEGORY_SYNONYMS: Synonyms<Category> = [
  [
    /\blog ?ins?\b|\blog(ging)? in\b|\bsign(ing)?[- ]?in\b|\bauthenticat|\b2fa\b|\btwo[- ]factor\b|\bpasswords?\b|\blocked out\b|\baccess\b/,
    'Login & Access',
  ],
  [/\bfees?\b|\bcharges?\b|\boverdraft\b/, 'Fees & Charges'],
  [/\bpayments?\b|\btransfers?\b|\bdirect debits?\b|\bstanding orders?\b/, 'Payments & Transfers'],
  [/\bdeclined\b|\blost card\b|\bstolen\b|\bcontactless\b|\bcard replacement\b/, 'Cards'],
  [/\bfraud|\bscam|\bphishing\b|\bsuspicious\b|\bchargebacks?\b|\bsecurity\b/, 'Fraud & Security'],
  [
    /\bwait(ing)?\b|\bwait times?\b|\bqueues?\b|\bon hold\b|\bcall dropped\b|\bcallbacks?\b|\boutage\b/,
    'Service & Wait Times',
  ],
  [
    /\binterest\b|\b(savings|loan|mortgage) rates?\b|\brate (rise|increase|change|cut)\b/,
    'Interest & Rates',
  ],
  [
    /\bchange of address\b|\bstatements?\b|\baccount closure\b|\bclos(e|ing) (my |the |an )?accounts?\b/,
    'Account Management',
  ],
  [/\bcrash|\bslow performance\b|\bapp update\b|\bfeature requests?\b|\bbugs?\b/, 'App & Digital'],
  [
    /\bid documents?\b|\bidentity\b|\bverification\b|\bkyc\b|\bsource of funds\b/,
    'Identity & Verification',
  ],
];

const SUBCATEGORY_SYNONYMS: Synonyms<string> = [
  [/\bcard fees?\b/, 'Card fee'],
  [/\blog ?in failures?\b|\bcan(no|')t log ?in\b/, 'Login failure'],
  [/\btwo[- ]factor\b|\b2fa\b|\bone[- ]time codes?\b/, 'Two-factor code'],
  [/\bpassword resets?\b/, 'Password reset'],
  [/\blong waits?\b|\bwait times?\b/, 'Long wait'],
  [/\bsavings rates?\b/, 'Savings rate'],
];

const CHANNEL_SYNONYMS: Synonyms<Channel> = [
  [/\be-?mails?\b/, 'email'],
  [/\bphone\b|\btelephon|\bcalls?\b|\bcall cent(re|er)\b/, 'phone'],
  [/\bchats?\b|\bchatbot|\bbot\b|\blive chat\b/, 'chat'],
  [/\bletters?\b|\bpost\b/, 'letter'],
  [/\bsocial( media)?\b|\btwitter\b|\bfacebook\b/, 'social'],
];

const STOP_WORDS = new Set(
  "a an and are as at be by did do does for from had has have how i in is it its many me much of on or our over per show tell than that the their them there these this those to us was we were what when where which who why will with within about after before during into more most did what's whats happened happen give list much can could would should please any all some get got been being than then there so vs versus between".split(
    ' ',
  ),
);

function matches<T>(text: string, synonyms: Synonyms<T>): T[] {
  const found: T[] = [];
  for (const [pattern, value] of synonyms) {
    if (pattern.test(text) && !found.includes(value)) found.push(value);
  }
  return found;
}

export function extractFeatures(text: string, corpus: CorpusSpan): QuestionFeatures {
  const lower = text.toLowerCase();
  const products = matches(lower, PRODUCT_SYNONYMS).filter((product) => PRODUCTS.includes(product));
  // "card" alone (the card fee, card complaints) means the credit card unless a debit card is named.
  if (/\bcards?\b/.test(lower) && products.length === 0 && !/\bdebit\b/.test(lower)) {
    products.push('Credit Card');
  }
  for (const name of PRODUCTS) {
    if (lower.includes(name.toLowerCase()) && !products.includes(name)) products.push(name);
  }
  const categories = matches(lower, CATEGORY_SYNONYMS);
  for (const name of Object.keys(CATEGORIES) as Category[]) {
    if (lower.includes(name.toLowerCase()) && !categories.includes(name)) categories.push(name);
  }
  const subcategories = matches(lower, SUBCATEGORY_SYNONYMS);
  for (const names of Object.values(CATEGORIES)) {
    for (const name of names) {
      if (lower.includes(name.toLowerCase()) && !subcategories.includes(name))
        subcategories.push(name);
    }
  }
  const channels = matches(lower, CHANNEL_SYNONYMS).filter((channel) => CHANNELS.includes(channel));
  const segment = SEGMENTS.find((name) => new RegExp(`\\b${name}s?\\b`).test(lower));
  let caseType: string | undefined;
  if (/\bcdd\b|due diligence|remediation|restrict/.test(lower)) caseType = 'cdd';
  else if (/\bdisputes?\b/.test(lower)) caseType = 'dispute';
  else if (/\bslas?\b|\bbreach/.test(lower)) caseType = 'complaint';
  const cddReason = CDD_REASONS.find((reason) => lower.includes(reason.toLowerCase()));
  const words = (lower.match(/[a-z][a-z0-9&'-]+/g) ?? []).filter(
    (word) => !STOP_WORDS.has(word) && word.length > 2,
  );
  const period = findPeriod(text, corpus);
  return {
    products,
    categories,
    subcategories,
    channels,
    // Customers reporting a problem are complaining, whatever word the analyst uses for it.
    complaints: /\bcomplain|\bcomplaints?\b|\bproblems?\b|\bissues?\b|\btrouble/.test(lower),
    negative:
      /\bnegativ|\bunhappy\b|\bangry\b|\bdissatisf|\bfell\b|\bfall(ing)?\b|\bdrop|\bdeclin|\bworse|\bdip/.test(
        lower,
      ),
    ...(segment ? { segment } : {}),
    ...(caseType && CASE_TYPES.includes(caseType as never) ? { caseType } : {}),
    ...(cddReason ? { cddReason } : {}),
    ...(period ? { period } : {}),
    customerIds: unique(text.match(/\bC-\d{5}\b/g)),
    communicationIds: unique(text.match(/\bM-\d{6}\b/g)),
    caseIds: unique(text.match(/\bK-\d{5}\b/g)),
    words,
  };
}

function unique(values: readonly string[] | null): string[] {
  return [...new Set(values ?? [])];
}

/** True when the question names no subject of its own ("and in June?", "what about email?"). */
export function isElliptical(text: string, features: QuestionFeatures): boolean {
  const subject =
    features.products.length +
    features.categories.length +
    features.customerIds.length +
    features.communicationIds.length;
  const short = text.trim().split(/\s+/).length <= 7;
  return (
    /^\s*(and|what about|how about|same for|now|then|also|ok(ay)?,?)\b/i.test(text) ||
    (short && subject === 0 && !/\b(sla|cdd|escalat|sentiment|topic|chatbot)/i.test(text))
  );
}
