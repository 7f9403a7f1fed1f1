import type { DataDictionary } from '../../../../../src/agent/dataset';
import { checkForms, type PlanShape } from './insight-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * "Which <group> had the most X in <A> and <B>" ranks over the two periods together; "how many X
 * did <group> get in A versus B" counts each period — a general noun for the records
 * ("complaints", "jobs") being the records counted, not a measure to decline. Our own phrasings
 * over an appliance repairer's jobs and a city's service requests.
 */
const ranked = (groupBy: string, filters: string[], period: string): PlanShape => ({
  measure: 'count',
  groupBy,
  rank: 'desc',
  filters,
  period,
  compare: '',
  declined: false,
});
const paired = (filters: string[], compare: string): PlanShape => ({
  measure: 'count',
  groupBy: '',
  filters,
  compare: `periods:${compare}`,
  declined: false,
});
const juneJuly = '2025-06-01..2025-06-30|2025-07-01..2025-07-31';
const marchApril = '2025-03-01..2025-03-31|2025-04-01..2025-04-30';

const cases: [DataDictionary, string, PlanShape][] = [
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Which district had the most Water & Sewer complaints in March and April?',
    ranked('district', ['category=Water & Sewer'], '2025-03-01..2025-04-30'),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Which district logged the most street lighting requests across February and March 2025?',
    ranked('district', ['category=Street Lighting'], '2025-02-01..2025-03-31'),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'In May and June, which service type had the most urgent requests?',
    ranked('category', ['urgent=true'], '2025-05-01..2025-06-30'),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which technician had the most oven jobs in June and July?',
    ranked('technician', ['appliance=Oven'], '2025-06-01..2025-07-31'),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which appliance got the most complaints in May and June?',
    ranked('appliance', [], '2025-05-01..2025-06-30'),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Over July and August, which region had the most cancelled jobs?',
    ranked('service_area', ['status=Cancelled'], '2025-07-01..2025-08-31'),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'How many Water & Sewer complaints did Riverside get in March versus April?',
    paired(['category=Water & Sewer', 'district=Riverside'], marchApril),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'How many urgent requests did Old Town have in January compared with February?',
    paired(['district=Old Town', 'urgent=true'], '2025-01-01..2025-01-31|2025-02-01..2025-02-28'),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'How many oven complaints did the Coastal area get in June vs July?',
    paired(['appliance=Oven', 'service_area=Coastal'], juneJuly),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'How many cancelled jobs did Dara Quinn have in May and in June?',
    paired(
      ['status=Cancelled', 'technician=Dara Quinn'],
      '2025-05-01..2025-05-31|2025-06-01..2025-06-30',
    ),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Riverside street lighting complaints: March vs April, how many?',
    paired(['district=Riverside', 'category=Street Lighting'], marchApril),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'How many dishwasher complaints came in for Highlands in July versus August?',
    paired(
      ['appliance=Dishwasher', 'service_area=Highlands'],
      '2025-07-01..2025-07-31|2025-08-01..2025-08-31',
    ),
  ],
];

checkForms('the most X over two periods, and X counted in each of two periods', cases);

checkForms('a record noun heading a measure, or people counted, is still asked of the data', [
  [REPAIR_JOBS_DICTIONARY, 'What is the complaint rate for ovens?', { declined: true }],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'How many passengers did Riverside carry in March?',
    { declined: true },
  ],
]);
