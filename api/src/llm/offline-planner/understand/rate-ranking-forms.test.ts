import { checkForms } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';

/**
 * A ranking by the worst or best rate ranks the groups by the rate within each group, the worst
 * of a thing to have less of (an escalation, a decline, a complaint) the highest and the best the
 * lowest, the worst of a thing to have more of (an approval) the lowest — never by the count.
 * Gym queries, insurance claims, hotel feedback, removals.
 */
checkForms('ranked by the worst or best rate', [
  [
    GYM_QUERIES_DICTIONARY,
    'Which club has the worst escalation rate?',
    { measure: 'share', groupBy: 'club', rank: 'desc', filters: ['status=Escalated'] },
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'Which peril has the worst decline rate?',
    { measure: 'share', groupBy: 'peril', rank: 'desc', filters: ['claim_status=Declined'] },
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'Which handler has the best decline rate?',
    { measure: 'share', groupBy: 'handler', rank: 'asc', filters: ['claim_status=Declined'] },
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'Which region has the worst approval rate?',
    { measure: 'share', groupBy: 'region', rank: 'asc', filters: ['claim_status=Approved'] },
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Which hotel has the worst complaint rate?',
    { measure: 'share', groupBy: 'hotel', rank: 'desc', filters: ['kind=Complaint'] },
  ],
  [
    REMOVALS_DICTIONARY,
    'Which depot has the worst Damaged rate?',
    { measure: 'share', groupBy: 'depot', rank: 'desc', filters: ['outcome=Damaged'] },
  ],
  [
    REMOVALS_DICTIONARY,
    'Which crew lead has the best Delivered rate?',
    { measure: 'share', groupBy: 'crew_lead', rank: 'desc', filters: ['outcome=Delivered'] },
  ],
  // Guards: a plain superlative, an average's best and worst, a count.
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'Which region has the highest share of Declined claims?',
    { measure: 'share', groupBy: 'region', rank: 'desc', filters: ['claim_status=Declined'] },
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Which hotel has the worst average score?',
    { measure: 'average score', groupBy: 'hotel', rank: 'asc' },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'Which club has the worst average days to resolve?',
    { measure: 'average days_to_resolve', groupBy: 'club', rank: 'desc' },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'Which club has the most Escalated queries?',
    { measure: 'count', groupBy: 'club', rank: 'desc', filters: ['status=Escalated'] },
  ],
]);
