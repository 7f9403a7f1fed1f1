import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { checkForms, type PlanShape } from './insight-forms-support';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import type { DataDictionary } from '../../../../../src/agent/dataset';

/**
 * A peak said in vivid words ("swamped", "snowed under", "the most hectic", "slammed"): the top
 * period at the grain said, never the whole series in date order, and the vivid word not reported
 * as unrecognised. Our own phrasings over service requests, repair jobs, a clinic's feedback and
 * a library's member requests.
 */
const peak = (filters: string[], groupBy = 'day'): PlanShape => ({
  measure: 'count',
  groupBy,
  rank: 'desc',
  filters,
  declined: false,
});

const cases: [DataDictionary, string, PlanShape][] = [
  [SERVICE_REQUESTS_DICTIONARY, 'when were we snowed under?', peak([])],
  [REPAIR_JOBS_DICTIONARY, 'when were the oven guys swamped?', peak(['appliance=Oven'])],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Which day did Riverside get swamped with reports?',
    peak(['district=Riverside']),
  ],
  [SERVICE_REQUESTS_DICTIONARY, 'when were we snowed under? which day', peak([])],
  [REPAIR_JOBS_DICTIONARY, 'what day was the most hectic for oven jobs?', peak(['appliance=Oven'])],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which week were we slammed with oven repairs?',
    peak(['appliance=Oven'], 'week'),
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'Which day was Kingsway inundated with feedback?',
    peak(['clinic=Kingsway']),
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'what month were we overwhelmed by billing complaints',
    peak(['category=billing'], 'month'),
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'which day were the staff run off their feet with hold requests?',
    peak(['req_type=Hold request']),
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'What was the craziest week for hold requests?',
    peak(['req_type=Hold request'], 'week'),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'which day did the Riverside lines get bombarded',
    peak(['district=Riverside']),
  ],
  [REPAIR_JOBS_DICTIONARY, 'on what date was the oven team flat out?', peak(['appliance=Oven'])],
];

checkForms('a peak said in vivid words', cases);
