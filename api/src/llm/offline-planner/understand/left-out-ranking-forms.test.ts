import { checkForms } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';

/**
 * A value left out inside one question ("apart from", "aside from", "besides", "bar", "except
 * for", "other than", "not counting") is every record but its, and a ranking asked with no
 * grouping named ranks the left-out value's field; a follow-up "leave out X — how many are
 * left?" keeps the previous filters and subtracts X. Gym queries, hotel feedback, insurance
 * claims, removals.
 */
checkForms('a value left out of a ranking or a count', [
  [
    GYM_QUERIES_DICTIONARY,
    'Apart from Harrogate, which club gets the most queries?',
    { measure: 'count', groupBy: 'club', rank: 'desc', filters: ['!club=Harrogate'] },
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'Aside from Storm claims, which region has the most claims?',
    { measure: 'count', groupBy: 'region', rank: 'desc', filters: ['!peril=Storm'] },
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Bar Harbourside, which hotel gets the most complaints?',
    {
      measure: 'count',
      groupBy: 'hotel',
      rank: 'desc',
      filters: ['!hotel=Harbourside', 'kind=Complaint'],
    },
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Besides Breakfast, what do guests complain about most?',
    {
      measure: 'count',
      groupBy: 'topic',
      rank: 'desc',
      filters: ['!topic=Breakfast', 'kind=Complaint'],
    },
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Apart from noise, what do guests write to us about most?',
    { measure: 'count', groupBy: 'topic', rank: 'desc', filters: ['!topic=Noise'] },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'Other than Harrogate, where do we get the most queries?',
    { measure: 'count', groupBy: 'club', rank: 'desc', filters: ['!club=Harrogate'] },
  ],
  [
    REMOVALS_DICTIONARY,
    'Not including Leeds, which depot had the fewest Delayed jobs?',
    {
      measure: 'count',
      groupBy: 'depot',
      rank: 'asc',
      filters: ['!depot=Leeds', 'outcome=Delayed'],
    },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'How many queries apart from Harrogate ones?',
    { measure: 'count', groupBy: '', rank: '', filters: ['!club=Harrogate'] },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    ['How many Billing error queries?', 'Leave out Harrogate — how many are left?'],
    { measure: 'count', filters: ['category=Billing error', '!club=Harrogate'] },
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    ['How many Storm claims were Declined?', 'Excluding the North region, how many remain?'],
    { measure: 'count', filters: ['peril=Storm', 'claim_status=Declined', '!region=North'] },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    [
      'How many queries came from Harrogate or York Central?',
      'Leave out York Central — how many are left?',
    ],
    { measure: 'count', filters: ['club=Harrogate'] },
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    ['How many complaints about Breakfast?', 'Not counting Harbourside, how many are left?'],
    { measure: 'count', filters: ['kind=Complaint', 'topic=Breakfast', '!hotel=Harbourside'] },
  ],
  // Guards: what was read before stays read so.
  [
    GYM_QUERIES_DICTIONARY,
    'Except for Billing error, which query type comes up most?',
    { measure: 'count', groupBy: 'category', rank: 'desc', filters: ['!category=Billing error'] },
  ],
  [
    REMOVALS_DICTIONARY,
    'Other than Bristol, which depot has the most Damaged jobs?',
    {
      measure: 'count',
      groupBy: 'depot',
      rank: 'desc',
      filters: ['!depot=Bristol', 'outcome=Damaged'],
    },
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Apart from that, anything else?',
    { measure: 'count', groupBy: '', filters: [] },
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Which hotel gets the most complaints about the bar staff?',
    { groupBy: 'hotel', rank: 'desc', filters: ['kind=Complaint'] },
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    ['How many complaints about Breakfast?', 'What about Harbourside?'],
    { measure: 'count', filters: ['kind=Complaint', 'topic=Breakfast', 'hotel=Harbourside'] },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'Which club gets the most Billing error queries?',
    { groupBy: 'club', rank: 'desc', filters: ['category=Billing error'] },
  ],
]);
