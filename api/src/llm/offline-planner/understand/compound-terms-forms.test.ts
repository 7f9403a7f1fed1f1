import { COUNCIL_COMPLAINTS_DICTIONARY as COUNCIL } from './council-complaints-dictionary';
import { checkForms } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY as GYM } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY as CLAIMS } from './insurance-claims-dictionary';
import { REPAIR_JOBS_DICTIONARY as REPAIRS } from './repair-jobs-dictionary';

/**
 * Things counted under a compound name whose words each only hint at a different field's value
 * ("water vouchers": "Escape of water" and "Repair voucher"; "swim classes": "Premium Swim" and
 * "Class booking") are a term the data does not hold, declined; a value said in full, a value
 * with a record noun, and two values each said in full are still counted. Phrasings of our own
 * over gym member queries, insurance claims, council complaints and repair jobs.
 */
checkForms('a compound the data holds as no one value declines', [
  [GYM, 'How many swim classes did we run this year?', { declined: true }],
  [GYM, 'How many family freezes were there?', { declined: true }],
  [CLAIMS, 'How many water vouchers did we send?', { declined: true }],
  [CLAIMS, 'How many mobile transfers were there?', { declined: true }],
  [COUNCIL, 'How many quay lights are broken?', { declined: true }],
  [COUNCIL, 'How many street forms were filed?', { declined: true }],
  [GYM, 'How many premium lockers did we rent out?', { declined: true }],
  [REPAIRS, 'How many washing visits did we make?', { declined: true }],
]);

checkForms('values said in full, or with the records noun, are counted', [
  [GYM, 'How many premium swim queries?', { filters: ['product=Premium Swim'] }],
  [
    GYM,
    'How many north leeds class bookings?',
    { filters: ['club=North Leeds', 'category=Class booking'] },
  ],
  [GYM, 'how many queries about equipment faults?', { filters: ['category=Equipment fault'] }],
  [
    CLAIMS,
    'How many storm claims were paid by repair voucher?',
    { filters: ['peril=Storm', 'payment_method=Repair voucher'] },
  ],
  [
    REPAIRS,
    'How many washing machine jobs were completed?',
    { filters: ['appliance=Washing Machine', 'status=Completed'] },
  ],
  [
    COUNCIL,
    'How many noise complaints from North Ward?',
    { filters: ['category=noise', 'ward=North Ward'] },
  ],
]);
