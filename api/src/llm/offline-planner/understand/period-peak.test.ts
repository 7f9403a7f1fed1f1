import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { checkForms, type PlanShape } from './insight-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import type { DataDictionary } from '../../../../../src/agent/dataset';

/**
 * "A day when <filter> went through the roof": the peak of the filtered daily count, in our own
 * phrasings over a clinic's patient feedback (whose "days waited" shares the word "day"), an
 * appliance repairer's jobs (whose "hours to complete the repair" shares "repair") and a city's
 * service requests — never the peak of a number field named by the period or the records' noun.
 */
const peak = (filters: string[], groupBy = 'day'): PlanShape => ({
  measure: 'count',
  groupBy,
  rank: 'desc',
  filters,
});

const cases: [DataDictionary, string, PlanShape][] = [
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'Was there a single day when Kingsway feedback went through the roof?',
    peak(['clinic=Kingsway']),
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'On which day did billing complaints spike?',
    peak(['category=billing']),
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'Which date saw a surge in Harbour View feedback?',
    peak(['clinic=Harbour View']),
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'was there any day where waiting times complaints exploded',
    peak(['category=waiting times']),
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    "Name the day Elm Street patients' feedback blew up.",
    peak(['clinic=Elm Street']),
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'Which day was unusually busy for billing feedback?',
    peak(['category=billing']),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Was there one day when oven jobs went through the roof? Which one?',
    peak(['appliance=Oven']),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which date saw a surge in Coastal repair jobs?',
    peak(['service_area=Coastal']),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Was there a particular day on which dishwasher repairs shot up?',
    peak(['appliance=Dishwasher']),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which day was abnormally busy for Highlands jobs?',
    peak(['service_area=Highlands']),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Identify the day on which Warranty Repair jobs peaked.',
    peak(['job_type=Warranty Repair']),
  ],
  [REPAIR_JOBS_DICTIONARY, 'a day when cancelled jobs blew up?', peak(['status=Cancelled'])],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Which week did Riverside requests go through the roof?',
    peak(['district=Riverside'], 'week'),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Was there a day when urgent requests spiked?',
    peak(['urgent=true']),
  ],
];

checkForms('a day when the records rose is the peak of their daily count', cases);

checkForms('a day that stands out, or unusual days, is the peak of the daily count', [
  [REPAIR_JOBS_DICTIONARY, 'Were there any unusual days for oven jobs?', peak(['appliance=Oven'])],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Which day stands out for Riverside requests?',
    peak(['district=Riverside']),
  ],
]);

checkForms('a day when a measure itself rose keeps that measure', [
  [
    RIDE_SUPPORT_DICTIONARY,
    'Was there a day when wait times spiked?',
    { measure: 'average wait_minutes', groupBy: 'day', rank: 'desc' },
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which week did the average repair time peak?',
    { measure: 'average repair_hours', groupBy: 'week', rank: 'desc' },
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'In which week did the average days waited peak?',
    { measure: 'average wait_days', groupBy: 'week', rank: 'desc' },
  ],
]);

// A library's member requests with a yes/no field "Staff report?": "reports" alone is the
// records' own noun, so the peak keeps the filters the question asked and adds no "staff report".
checkForms("a peak adds no yes/no field named only by the records' noun", [
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'Was there one day when fine dispute reports went through the roof? Which day was it?',
    peak(['req_type=Fine dispute']),
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'Was there a day when lost item reports spiked?',
    peak(['req_type=Lost item']),
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'Was there a single day when Central Annex reports went through the roof?',
    peak(['branch_lib=Central Annex']),
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'on what date did room booking reports spike',
    peak(['req_type=Room booking']),
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'Was there a day when reports from Harbour Branch piled up?',
    peak(['branch_lib=Harbour Branch']),
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'which week did Eastside Branch reports surge',
    peak(['branch_lib=Eastside Branch'], 'week'),
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'Was there a day when interlibrary loan reports spiked for junior members?',
    peak(['req_type=Interlibrary loan', 'member_tier=Junior']),
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'which week did hold requests peak',
    peak(['req_type=Hold request'], 'week'),
  ],
  // The yes/no fields asked in so many words stay.
  [LIBRARY_REQUESTS_DICTIONARY, 'a day when staff reports blew up?', peak(['staff_report=true'])],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'Which day did accessible copy requests peak?',
    peak(['accessible_copy=true']),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Was there a day when Riverside reports went through the roof?',
    peak(['district=Riverside']),
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'which week did urgent reports surge',
    peak(['urgent=true'], 'week'),
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Was there one day when oven reports went through the roof?',
    peak(['appliance=Oven']),
  ],
]);
