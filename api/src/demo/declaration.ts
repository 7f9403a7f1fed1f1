import type { DictionaryDeclaration } from '../store/dictionary-declaration';

/**
 * The demo bank's own words: what its fields and values are also called and the measures its
 * questions use. Written into the demo database by the generator; the store, the import and the
 * tools never read this file — they read the declaration stored with the data.
 */
export const DEMO_DECLARATION: DictionaryDeclaration = {
  name: 'Demo bank',
  description:
    'Customer communications, cases and customers of a fictional retail bank over one year ' +
    '(generated demo data).',
  fields: {
    product: {
      valueSynonyms: {
        'Mobile App': ['app', 'mobile app', 'mobile', 'the app'],
        'Online Banking': ['online banking', 'website', 'web banking', 'internet banking'],
        'Credit Card': ['credit card', 'credit cards'],
        'Debit Card': ['debit card', 'debit cards'],
        'Current Account': ['current account', 'checking account'],
        Savings: ['savings', 'savings account', 'saver'],
        Mortgage: ['mortgage', 'mortgages', 'home loan'],
        'Personal Loan': ['loan', 'loans', 'personal loan'],
      },
    },
    category: {
      label: 'topic',
      synonyms: ['topic', 'theme', 'issue'],
      valueSynonyms: {
        'Login & Access': ['login', 'log in', 'sign in', 'authentication', 'access'],
        'Fees & Charges': ['fee', 'fees', 'charges'],
        'Payments & Transfers': ['payment', 'payments', 'transfer', 'transfers'],
        'Fraud & Security': ['fraud', 'security', 'scam'],
        'Service & Wait Times': ['wait time', 'waiting', 'service', 'hold time'],
        'Interest & Rates': ['interest', 'rate', 'rates'],
        'App & Digital': ['digital', 'app problems', 'crash'],
        'Identity & Verification': ['verification', 'identity', 'kyc'],
      },
    },
    subcategory: { label: 'sub-topic', synonyms: ['sub-topic', 'subtopic', 'reason'] },
    channel: {
      valueSynonyms: {
        phone: ['call', 'calls', 'telephone', 'phone'],
        email: ['email', 'e-mail', 'mail'],
        chat: ['chat', 'live chat', 'web chat'],
        social: ['social media', 'twitter', 'social'],
        letter: ['letter', 'post'],
      },
    },
    chatMode: {
      label: 'chat mode',
      valueSynonyms: { chatbot: ['bot', 'chatbot', 'virtual assistant'] },
    },
    intent: { valueSynonyms: { complaint: ['complaint', 'complaints', 'complain'] } },
    segment: { label: 'customer segment' },
    slaBreached: { label: 'SLA breached', synonyms: ['sla breach', 'breach', 'late'] },
    accountRestricted: { label: 'account restricted', synonyms: ['restricted', 'restriction'] },
    type: {
      label: 'case type',
      valueSynonyms: { cdd: ['cdd', 'due diligence', 'kyc remediation'] },
    },
  },
  measures: [
    {
      name: 'handoff_rate',
      label: 'hand-off rate',
      synonyms: ['hand-off rate', 'handoff rate', 'escalation to a human', 'bot hand-off'],
      entity: 'communications',
      description:
        'Communications with chatMode human and escalatedFrom chatbot ÷ communications with ' +
        'chatMode chatbot (analyze_channel_escalation, path chatbot→human).',
    },
    {
      name: 'chat_to_phone_rate',
      label: 'chat-to-phone rate',
      synonyms: ['chat to phone', 'chat escalation to phone'],
      entity: 'communications',
      description:
        'Phone communications with escalatedFrom chat ÷ all chat communications ' +
        '(analyze_channel_escalation, path chat→phone).',
    },
    {
      name: 'sla_breach_rate',
      label: 'SLA breach rate',
      synonyms: ['sla breach rate', 'breach rate', 'sla compliance'],
      entity: 'cases',
      description:
        'avg of slaBreached over cases (analyze_sla_compliance), usually type complaint.',
    },
    {
      name: 'complaints',
      label: 'complaints',
      synonyms: ['complaints', 'complaint volume'],
      entity: 'communications',
      description: 'count of communications with intent complaint.',
    },
    {
      name: 'resolution_time',
      label: 'resolution time',
      synonyms: ['resolution time', 'time to resolve', 'days to close'],
      entity: 'cases',
      description: 'median of resolutionDays over closed cases (analyze_resolution_times).',
    },
    {
      name: 'restricted_share',
      label: 'account restriction share',
      synonyms: ['restricted share', 'restrictions'],
      entity: 'cases',
      description: 'avg of accountRestricted over cases, usually type cdd (analyze_cases).',
    },
  ],
};
