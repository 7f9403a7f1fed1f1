import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { planSaid, expectEach } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import {
  PLANNING_APPLICATIONS_DICTIONARY,
  WARRANTY_CLAIMS_DICTIONARY,
} from './two-dates-dictionaries';

/**
 * "Which severity carried the most Dishwasher jobs?", "how many requests poured in", "the
 * heaviest traffic", "how many days pass between …": everyday verbs and nouns of records coming
 * in ask nothing of the data themselves, so a question whose other words parse is planned with no
 * word left unknown. A noun or a ranked quantity the data lacks still declines.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown[0]}`;
  return plan.unknown.length > 0 ? `${planSaid(plan)} ?${plan.unknown.join(',')}` : planSaid(plan);
}

describe('everyday verbs of records coming in', () => {
  expectEach(read, [
    [
      REPAIR_JOBS_DICTIONARY,
      'Which severity carried the most Dishwasher jobs?',
      'm=count f=appliance=Dishwasher g=severity r=desc1',
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'How many jobs reached us in the last 14 days?',
      'm=count p=2025-08-18..2025-08-31',
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'Which appliance had the heaviest traffic in June?',
      'm=count p=2025-06-01..2025-06-30 g=appliance r=desc1',
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'Which region notched up the most jobs?',
      'm=count g=service_area r=desc1',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'How many requests poured in from Riverside in the last 7 days?',
      'm=count f=district=Riverside p=2025-06-24..2025-06-30',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Which service type saw the heaviest traffic in April?',
      'm=count p=2025-04-01..2025-04-30 g=category r=desc1',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Which district clocked up the most urgent requests?',
      'm=count f=urgent=true g=district r=desc1',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'How many requests involving fire hydrants came in?',
      'm=count f=product=Fire hydrant',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Which asset attracted the most requests in March?',
      'm=count p=2025-03-01..2025-03-31 g=product r=desc1',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Which district had the lightest traffic?',
      'm=count g=district r=asc1',
    ],
    [
      WARRANTY_CLAIMS_DICTIONARY,
      'On average, how many days pass between a claim being opened and it being closed?',
      'm=average:days_to_closed',
    ],
    [
      WARRANTY_CLAIMS_DICTIONARY,
      'Which centre handled the heaviest load of Ovens claims?',
      'm=count f=product=Ovens g=centre r=desc1',
    ],
    [
      PLANNING_APPLICATIONS_DICTIONARY,
      'How many applications reached the council in March?',
      'm=count p=2024-03-01..2024-03-31',
    ],
    // Records that belong to a group: the group is named by other words.
    [
      SERVICE_REQUESTS_DICTIONARY,
      'How many requests belong to Riverside?',
      'm=count f=district=Riverside',
    ],
    // "the raw number" asks for the count, nothing of its own.
    [
      REPAIR_JOBS_DICTIONARY,
      'which region gets the most jobs, like the raw number',
      'm=count g=service_area r=desc1',
    ],
    // A verb form of the data's own word for its records ("repair jobs" repaired).
    [
      REPAIR_JOBS_DICTIONARY,
      'How many Oven jobs were repaired in June?',
      'm=count f=appliance=Oven p=2025-06-01..2025-06-30',
    ],
    // A verb the data knows nothing of stays unknown.
    [
      REPAIR_JOBS_DICTIONARY,
      'How many jobs were invoiced in June?',
      'm=count p=2025-06-01..2025-06-30 ?invoiced',
    ],
    // A noun the data lacks still declines, whatever verb carries it.
    [REPAIR_JOBS_DICTIONARY, 'How many parcels reached us last month?', 'declined parcels'],
    [SERVICE_REQUESTS_DICTIONARY, 'How many potholes came in last month?', 'declined potholes'],
    [PLANNING_APPLICATIONS_DICTIONARY, 'How many appeals reached us in March?', 'declined appeals'],
    // So does a ranked quantity no field holds.
    [REPAIR_JOBS_DICTIONARY, 'Which technician carried the most weight?', 'declined weight'],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Which district racked up the most donations?',
      'declined donations',
    ],
  ]);
});
