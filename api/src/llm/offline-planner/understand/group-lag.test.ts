import type { DataDictionary } from '../../../../../src/agent/dataset';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { checkForms, type PlanShape } from './insight-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * "Which <group> fell behind / slipped / struggled / lagged / had a backlog in <month>": the
 * groups ranked by the average time their work took in that month, longest first — in our own
 * phrasings over an appliance repairer (whose durations are the repair and the first response),
 * a city's service requests and a removals firm. Never sentiment, never a bare count.
 */
const lag = (measure: string, groupBy: string, period: string): PlanShape => ({
  measure: `average ${measure}`,
  groupBy,
  rank: 'desc',
  period,
  declined: false,
});
const june = '2025-06-01..2025-06-30';

const cases: [DataDictionary, string, PlanShape][] = [
  [
    REPAIR_JOBS_DICTIONARY,
    'Which technician fell behind in June?',
    lag('repair_hours', 'technician', june),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which technician fell badly behind in June 2025?',
    lag('repair_hours', 'technician', june),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which service area was struggling the most in July?',
    lag('repair_hours', 'service_area', '2025-07-01..2025-07-31'),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which region had a backlog in August?',
    lag('repair_hours', 'service_area', '2025-08-01..2025-08-31'),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which technician slipped in July?',
    lag('repair_hours', 'technician', '2025-07-01..2025-07-31'),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which technician was lagging in May?',
    lag('repair_hours', 'technician', '2025-05-01..2025-05-31'),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Which district fell behind in March?',
    lag('hours_to_close', 'district', '2025-03-01..2025-03-31'),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Which district struggled in April 2025?',
    lag('hours_to_close', 'district', '2025-04-01..2025-04-30'),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'What district had the worst backlog in May?',
    lag('hours_to_close', 'district', '2025-05-01..2025-05-31'),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Which service type was lagging in February?',
    lag('hours_to_close', 'category', '2025-02-01..2025-02-28'),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'In March, which district got behind?',
    lag('hours_to_close', 'district', '2025-03-01..2025-03-31'),
  ],
  [REMOVALS_DICTIONARY, 'Which depot fell behind in June?', lag('hours_on_site', 'depot', june)],
  [
    REMOVALS_DICTIONARY,
    'Which crew lead was struggling in August?',
    lag('hours_on_site', 'crew_lead', '2025-08-01..2025-08-31'),
  ],
];

checkForms('a group falling behind is the one whose work took longest on average', cases);

checkForms('any group asked after, and the largest rise between two named months', [
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'Did any clinic fall behind in June?',
    lag('wait_days', 'clinic', '2024-06-01..2024-06-30'),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Was any district struggling in May?',
    lag('hours_to_close', 'district', '2025-05-01..2025-05-31'),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which technician fell behind the most in July compared with June?',
    {
      measure: 'average repair_hours',
      groupBy: 'technician',
      rank: 'desc',
      compare: 'periods:2025-06-01..2025-06-30|2025-07-01..2025-07-31',
    },
  ],
]);

checkForms('a group struggling with something, or behind the most records, is no lag', [
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Which district do residents struggle with the most?',
    { measure: 'count', groupBy: 'district' },
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Which district is behind most urgent requests?',
    { measure: 'count', groupBy: 'district', rank: 'desc', filters: ['urgent=true'] },
  ],
]);

// Two months said together are one span whose level is ranked; said apart ("from … to",
// "between", "compared with"), the change between them.
const L = LIBRARY_REQUESTS_DICTIONARY;
const change = (measure: string, groupBy: string, first: string, second: string): PlanShape => ({
  measure: `average ${measure}`,
  groupBy,
  rank: 'desc',
  period: '',
  compare: `periods:${first}|${second}`,
});
const sep = '2025-09-01..2025-09-30';
const oct = '2025-10-01..2025-10-31';
checkForms('a lag over two months said together is their span; said apart, the change', [
  [
    L,
    'Which branch fell behind in September and October?',
    { ...lag('days_to_fulfil', 'branch_lib', '2025-09-01..2025-10-31'), compare: '' },
  ],
  [
    L,
    'Which branch library was struggling in March and April?',
    lag('days_to_fulfil', 'branch_lib', '2025-03-01..2025-04-30'),
  ],
  [
    L,
    'which staff member lagged over Q3',
    lag('days_to_fulfil', 'staff', '2025-07-01..2025-09-30'),
  ],
  [
    L,
    'Did any branch fall behind in November and December?',
    { ...lag('days_to_fulfil', 'branch_lib', '2025-11-01..2025-12-31'), compare: '' },
  ],
  [
    L,
    'Which branch slipped the most from February to March?',
    change('days_to_fulfil', 'branch_lib', '2025-02-01..2025-02-28', '2025-03-01..2025-03-31'),
  ],
  [
    L,
    'Which staff member fell behind the most in October compared with September?',
    change('days_to_fulfil', 'staff', sep, oct),
  ],
  [
    L,
    'which branch fell behind between September and October',
    change('days_to_fulfil', 'branch_lib', sep, oct),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Which district fell behind in April and May?',
    { ...lag('hours_to_close', 'district', '2025-04-01..2025-05-31'), compare: '' },
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'which district was falling behind over May and June',
    lag('hours_to_close', 'district', '2025-05-01..2025-06-30'),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which technician fell behind in June and July?',
    { ...lag('repair_hours', 'technician', '2025-06-01..2025-07-31'), compare: '' },
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which technician slipped between June and July?',
    change('repair_hours', 'technician', june, '2025-07-01..2025-07-31'),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'In July and August, which service area had a backlog?',
    lag('repair_hours', 'service_area', '2025-07-01..2025-08-31'),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'which technician fell behind in June and August',
    {
      measure: 'average repair_hours',
      groupBy: 'technician',
      rank: 'desc',
      compare: 'periods:2025-06-01..2025-06-30|2025-08-01..2025-08-31',
    },
  ],
]);
