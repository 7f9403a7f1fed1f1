import assert from 'node:assert/strict';
import { it } from 'node:test';
import { checkForms, formSummary, planOfTurns } from './forms-test-support';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';

/**
 * A follow-up that asks the previous question again for its other side, in phrasings of our own
 * over five dictionaries: the earlier measure, period and other filters are kept and one value
 * changes — to its opposite by the field's own values ("Closed - not upheld" of "Closed - upheld",
 * "positive" of "negative" by WordNet, a yes/no field's other side; a ranking turned round), to
 * the values the earlier turn did not ask ("the other handler", "the rest"), or away ("in
 * total"). A side that cannot be told is declined, never answered as the earlier question.
 */
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const RIDES = RIDE_SUPPORT_DICTIONARY;
const FURNITURE = FURNITURE_CONTACTS_DICTIONARY;
const LIBRARY = LIBRARY_REQUESTS_DICTIONARY;
const REPAIRS = REPAIR_JOBS_DICTIONARY;

checkForms('"the opposite": the other pole of the value the earlier turn named (DEV)', [
  [
    CLAIMS,
    ['How many negative claims were lodged by phone?', 'And the opposite?'],
    { measure: 'count', filters: ['lodged_via=Phone', 'sentimentLabel=positive'] },
  ],
  [
    COUNCIL,
    ['How many upheld complaints about noise?', 'And the reverse?'],
    { measure: 'count', filters: ['category=noise', 'status=Closed - not upheld'] },
  ],
  [
    RIDES,
    ['What was the average refund on airport trips?', 'And the other way round?'],
    { measure: 'average refund_eur', filters: ['airport_trip=false'] },
  ],
  [
    FURNITURE,
    ['How many unpaid orders had a late delivery?', 'and the opposite?'],
    { measure: 'count', filters: ['category=late delivery', 'payment=paid'] },
  ],
  [
    COUNCIL,
    ['Which ward had the most complaints?', 'And the opposite?'],
    { measure: 'count', groupBy: 'ward', rank: 'asc', filters: [] },
  ],
  [
    LIBRARY,
    ['How many requests had a staff report?', 'And the opposite?'],
    { measure: 'count', filters: ['staff_report=false'] },
  ],
]);

checkForms('"the other X", "the rest": the values the earlier turn did not ask (DEV)', [
  [
    RIDES,
    ['What was the average refund for staff-handled messages?', 'And for the other handler?'],
    { measure: 'average refund_eur', filters: ['handled_by=assistant bot'] },
  ],
  [
    CLAIMS,
    ['What was the average payout on storm claims?', 'And for the other perils?'],
    { measure: 'average payout_gbp', filters: ['!peril=Storm'] },
  ],
  [
    COUNCIL,
    ['How many complaints came by email?', 'What about the others?'],
    { measure: 'count', filters: ['!channel=email'] },
  ],
  [
    RIDES,
    ['How many airport trip messages were there?', 'What about the rest?'],
    { measure: 'count', filters: ['airport_trip=false'] },
  ],
  [
    LIBRARY,
    ['What is the average days to fulfil for Junior members?', 'And for everyone else?'],
    { measure: 'average days_to_fulfil', filters: ['!member_tier=Junior'] },
  ],
]);

checkForms('a yes/no field named as a side is a filter, not its rate; the measure kept (DEV)', [
  [
    RIDES,
    ['What was the average minutes waited for premium riders?', 'And to the non-premium ones?'],
    { measure: 'average wait_minutes', filters: ['premium_rider=false'] },
  ],
  [
    RIDES,
    ['How many negative messages came from non-premium riders?', 'and from premium riders?'],
    { measure: 'count', filters: ['sentimentLabel=negative', 'premium_rider=true'] },
  ],
  [
    LIBRARY,
    ['Average stars on requests with an accessible copy?', 'and on those with no accessible copy?'],
    { measure: 'average stars', filters: ['accessible_copy=false'] },
  ],
  [
    RIDES,
    ['How many negative messages came from Porto?', 'And for airport trips?'],
    { measure: 'count', filters: ['sentimentLabel=negative', 'city=Porto', 'airport_trip=true'] },
  ],
  [
    REPAIRS,
    ['What was the average repair time for dishwashers?', 'And for callbacks?'],
    { measure: 'average repair_hours', filters: ['appliance=Dishwasher', 'callback=true'] },
  ],
  // Guard: a rate asked in so many words stays the rate.
  [
    RIDES,
    ['How many negative messages came from Porto?', 'What share were airport trips?'],
    { measure: 'rate airport_trip' },
  ],
]);

checkForms('a side that cannot be told is declined (DEV)', [
  [
    CLAIMS,
    ['What was the average payout on storm claims?', 'And for the other regions?'],
    { declined: true },
  ],
  [
    CLAIMS,
    ['How many claims did M. Grant handle by phone?', 'And the opposite?'],
    { declined: true },
  ],
]);

checkForms('"in total": the earlier figure over every record of its kind (DEV)', [
  [
    COUNCIL,
    ['How many complaints came by email?', 'and how many in total?'],
    { measure: 'count', filters: [] },
  ],
  [
    FURNITURE,
    ['How much did we refund on late delivery contacts?', 'and altogether?'],
    { measure: 'sum refund_gbp', filters: [] },
  ],
]);

checkForms('guards: follow-ups that change something else are read as before', [
  [
    RIDES,
    ['How many overcharge messages came from Lisbon handled by staff?', 'And in all cities?'],
    { measure: 'count', filters: ['category=overcharge', 'handled_by=staff'] },
  ],
  [
    COUNCIL,
    ['How many complaints came by email?', 'How many noise complaints were there in Riverside?'],
    { measure: 'count', filters: ['category=noise', 'ward=Riverside'] },
  ],
  [
    LIBRARY,
    [
      'How many Hold requests were there?',
      'Other than Central Library, which branch had the most?',
    ],
    {
      measure: 'count',
      groupBy: 'branch_lib',
      rank: 'desc',
      filters: ['!branch_lib=Central Library'],
    },
  ],
  [
    CLAIMS,
    ['What was the total payout on Storm claims?', 'And on Theft claims?'],
    { measure: 'sum payout_gbp', filters: ['peril=Theft'] },
  ],
  // A total asked of the earlier records themselves ('on them', 'of those') keeps their filters.
  [
    CLAIMS,
    ['How many Storm claims were there?', 'How much did we pay out on them in total?'],
    { measure: 'sum payout_gbp', filters: ['peril=Storm'] },
  ],
  [
    CLAIMS,
    ['How many Theft claims did we get?', 'What did we pay out on those altogether?'],
    { measure: 'sum payout_gbp', filters: ['peril=Theft'] },
  ],
  [
    FURNITURE,
    ['How many refund requests came by phone?', 'and by chat?'],
    { measure: 'count', filters: ['category=refund request', 'channel=chat'] },
  ],
]);

checkForms('CHECK: new phrasings of the same mechanism, written after it was done', [
  [
    RIDES,
    ['How many positive messages about app crashes?', 'What about the flip side?'],
    { measure: 'count', filters: ['category=app crash', 'sentimentLabel=negative'] },
  ],
  [
    FURNITURE,
    ['What is the average rating of premium members?', 'and the converse?'],
    { measure: 'average rating', filters: ['premium=false'] },
  ],
  [
    COUNCIL,
    ['Average satisfaction on complaints that were not upheld?', 'And the opposite?'],
    { measure: 'average satisfaction', filters: ['status=Closed - upheld'] },
  ],
  [
    CLAIMS,
    ['How many claims were paid by cheque in the East?', 'What about the remaining regions?'],
    { measure: 'count', filters: ['payment_method=Cheque', '!region=East'] },
  ],
  [
    LIBRARY,
    ['How many room bookings did Senior members make?', 'And everybody else?'],
    { measure: 'count', filters: ['req_type=Room booking', '!member_tier=Senior'] },
  ],
  [
    RIDES,
    ['Which city had the fewest lost item messages?', 'and the reverse?'],
    { measure: 'count', groupBy: 'city', rank: 'desc', filters: ['category=lost item'] },
  ],
  [
    CLAIMS,
    ['How many Theft claims did T. Okafor handle?', 'and for the other handlers?'],
    { measure: 'count', filters: ['peril=Theft', '!handler=T. Okafor'] },
  ],
  [
    LIBRARY,
    ['How many interlibrary loans were there in March?', 'And the other way round?'],
    { declined: true },
  ],
]);

// The earlier turn itself is misread ("how much refund … to premium members" as the premium rate
// over refund requests), so its total cannot be the refunds' total yet.
it(
  'CHECK: Furniture contacts: How much refund did we pay to premium members? → And in total?',
  { todo: 'the earlier turn reads as a rate of the premium flag' },
  () => {
    const got = formSummary(
      planOfTurns(FURNITURE, ['How much refund did we pay to premium members?', 'And in total?']),
    );
    assert.deepEqual([got.measure, got.filters], ['sum refund_gbp', []]);
  },
);
