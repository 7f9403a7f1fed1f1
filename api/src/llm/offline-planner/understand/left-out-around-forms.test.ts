import { checkForms } from './forms-test-support';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import type { DataDictionary } from '../../../../../src/agent/dataset';

/** Removals jobs whose outcomes include one spelled like the words of leaving out ("Set aside"). */
const SET_ASIDE_REMOVALS: DataDictionary = {
  ...REMOVALS_DICTIONARY,
  fields: REMOVALS_DICTIONARY.fields.map((field) =>
    field.name === 'outcome'
      ? {
          ...field,
          values: [...(field.values ?? []), { value: 'Set aside', count: 40 }],
          distinct: (field.distinct ?? 3) + 1,
        }
      : field,
  ),
};

/**
 * A value left out with the words AROUND it ("leaving X out", "X aside", "X excepted", "with X
 * left out", "setting X aside") or said after the main ask ("…, not counting the ones referred to
 * X", "…, other than the X ones") is every record but its, in a first question and a follow-up.
 * Gym queries, insurance claims, removals, council complaints.
 */
checkForms('a value left out with the words around it or after the ask', [
  [
    GYM_QUERIES_DICTIONARY,
    'Leaving Harrogate out, which club gets the most queries?',
    { measure: 'count', groupBy: 'club', rank: 'desc', filters: ['!club=Harrogate'] },
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'Phone aside, which way do customers most often lodge claims?',
    { measure: 'count', rank: 'desc', filters: ['!lodged_via=Phone'] },
  ],
  [
    REMOVALS_DICTIONARY,
    'Leeds excepted, which depot had the most Delayed jobs?',
    {
      measure: 'count',
      groupBy: 'depot',
      rank: 'desc',
      filters: ['!depot=Leeds', 'outcome=Delayed'],
    },
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'With Storm left out, how many claims were Declined?',
    { measure: 'count', filters: ['!peril=Storm', 'claim_status=Declined'] },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'Setting York Central aside, how many Billing error queries were there?',
    { measure: 'count', filters: ['!club=York Central', 'category=Billing error'] },
  ],
  [
    COUNCIL_COMPLAINTS_DICTIONARY,
    'How many complaints are still Open, not counting the ones from Riverside?',
    { measure: 'count', filters: ['status=Open', '!ward=Riverside'] },
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'How many claims were Approved, excluding the ones lodged via Broker?',
    { measure: 'count', filters: ['claim_status=Approved', '!lodged_via=Broker'] },
  ],
  [
    REMOVALS_DICTIONARY,
    'How many jobs were Damaged, other than the Bristol ones?',
    { measure: 'count', filters: ['outcome=Damaged', '!depot=Bristol'] },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'How many queries are Pending, leaving out the ones that came by Email?',
    { measure: 'count', filters: ['status=Pending', '!channel=Email'] },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    ['How many Billing error queries?', 'Leaving Harrogate out, how many are left?'],
    { measure: 'count', filters: ['category=Billing error', '!club=Harrogate'] },
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    ['How many Storm claims were there?', 'And with the North region left out?'],
    { measure: 'count', filters: ['peril=Storm', '!region=North'] },
  ],
  // Guards: a value said plainly, and a value spelled like the words of leaving out.
  [
    REMOVALS_DICTIONARY,
    'How many jobs were Delayed at Leeds?',
    { measure: 'count', filters: ['outcome=Delayed', 'depot=Leeds'] },
  ],
  [
    SET_ASIDE_REMOVALS,
    'How many jobs were set aside at Leeds?',
    { measure: 'count', filters: ['outcome=Set aside', 'depot=Leeds'] },
  ],
  [
    SET_ASIDE_REMOVALS,
    'Which depot had the most jobs set aside?',
    { measure: 'count', groupBy: 'depot', rank: 'desc', filters: ['outcome=Set aside'] },
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'How many claims came in by Phone with the Online portal out of action?',
    { declined: true, measure: 'count', filters: ['lodged_via=Phone|Online portal'] },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'Which club gets the most queries by Phone?',
    { groupBy: 'club', rank: 'desc', filters: ['channel=Phone'] },
  ],
  [
    COUNCIL_COMPLAINTS_DICTIONARY,
    'How many complaints from Riverside are still Open?',
    { measure: 'count', filters: ['ward=Riverside', 'status=Open'] },
  ],
]);
