import type { DataDictionary } from '../../../../../src/agent/dataset';
import { checkForms, type PlanShape } from './insight-forms-support';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * "What drove the rise in urgent requests in June": the flagged records counted (the flag a
 * filter), not the flag's rate — unless a rate, share or percentage is named — in our own
 * phrasings over a city's service requests, a library's member requests and repair jobs.
 */
const count = (filters: string[], period: string): PlanShape => ({
  measure: 'count',
  filters,
  period,
  declined: false,
});
const S = SERVICE_REQUESTS_DICTIONARY;
const L = LIBRARY_REQUESTS_DICTIONARY;

const cases: [DataDictionary, string, PlanShape][] = [
  [
    S,
    'What drove the rise in urgent requests in June?',
    count(['urgent=true'], '2025-06-01..2025-06-30'),
  ],
  [S, 'why did urgent requests go up in April', count(['urgent=true'], '2025-04-01..2025-04-30')],
  [
    S,
    'What caused the jump in urgent requests in March?',
    count(['urgent=true'], '2025-03-01..2025-03-31'),
  ],
  [
    L,
    'What drove the rise in staff reports in June?',
    count(['staff_report=true'], '2025-06-01..2025-06-30'),
  ],
  [
    L,
    'why did staff reports jump in March',
    count(['staff_report=true'], '2025-03-01..2025-03-31'),
  ],
  [
    L,
    'why were there more accessible copies asked for in May',
    count(['accessible_copy=true'], '2025-05-01..2025-05-31'),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'What drove the rise in warranty jobs in June?',
    count(['job_type=Warranty Repair'], '2025-06-01..2025-06-30'),
  ],
  [
    L,
    'What drove the rise in fine disputes in June?',
    count(['req_type=Fine dispute'], '2025-06-01..2025-06-30'),
  ],
];

checkForms('a why of flagged records counts them', cases);

checkForms('a rate, share or percentage named stays a rate', [
  [S, 'Why did the urgent rate rise in June?', { measure: 'rate urgent', filters: [] }],
  [
    S,
    'why did the share of urgent requests go up in April',
    { measure: 'rate urgent', filters: [] },
  ],
  [
    L,
    'Why did the percentage of accessible copies climb in May?',
    { measure: 'rate accessible_copy', filters: [] },
  ],
]);
