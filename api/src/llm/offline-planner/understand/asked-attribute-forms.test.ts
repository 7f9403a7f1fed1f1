import { COUNCIL_COMPLAINTS_DICTIONARY as COUNCIL } from './council-complaints-dictionary';
import { checkForms } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY as GYM } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY as CLAIMS } from './insurance-claims-dictionary';
import { REPAIR_JOBS_DICTIONARY as REPAIRS } from './repair-jobs-dictionary';
import { VENUE_TICKETS_DICTIONARY as VENUE } from './venue-tickets-dictionary';

/**
 * "What's the churn risk of …", "what is the postcode of …": a figure asked after "what is the"
 * that the data holds no field for is declined, not answered by counting the records the rest of
 * the question names; a figure the data holds, an aggregate or ranking, and an overview asked in
 * general words ("what's the picture") are still answered. Phrasings of our own over gym member
 * queries, insurance claims, council complaints, repair jobs and venue tickets.
 */
checkForms('a figure the data lacks, asked after "what is the", declines', [
  [GYM, "What's the churn risk of members at Harrogate?", { declined: true }],
  [GYM, 'What is the postcode of the member with the most queries?', { declined: true }],
  [GYM, "what's the contract length of premium swim members?", { declined: true }],
  [GYM, "What's the net promoter score for York Central?", { declined: true }],
  [GYM, 'What is the trainer rating of Tom Ellis?', { declined: true }],
  [CLAIMS, "What's the churn risk of claims in the North?", { declined: true }],
  [CLAIMS, 'What is the postcode of claims handled by M. Grant?', { declined: true }],
  [CLAIMS, "what's the excess on storm claims?", { declined: true }],
  [COUNCIL, "What's the postcode of the complaints in Riverside?", { declined: true }],
  [COUNCIL, 'what is the council tax band of complaints about noise?', { declined: true }],
  [REPAIRS, "What's the warranty expiry of the dishwasher jobs?", { declined: true }],
  [VENUE, "what's the loyalty tier of the patrons?", { declined: true }],
]);

checkForms('a figure the data holds, an aggregate or an overview is answered', [
  [
    GYM,
    'what is the average locker fee at North Leeds?',
    { measure: 'average locker_fee', filters: ['club=North Leeds'] },
  ],
  [GYM, "What's the busiest club?", { groupBy: 'club', rank: 'desc' }],
  [GYM, 'What is the most common query type?', { groupBy: 'category', rank: 'desc' }],
  [GYM, "What's the picture for Harrogate this month?", { filters: ['club=Harrogate'] }],
  [GYM, "what's the situation at North Leeds?", { filters: ['club=North Leeds'] }],
  [CLAIMS, 'What is the total payout for storm claims?', { measure: 'sum payout_gbp' }],
]);
