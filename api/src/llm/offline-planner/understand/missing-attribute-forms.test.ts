import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { planOfTurns } from './forms-test-support';
import { planSaid, expectEach } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { PLANNING_APPLICATIONS_DICTIONARY } from './two-dates-dictionaries';

/**
 * An attribute or a measure the question asks that no field holds, beside a record, a value or a
 * grouping that does match: "job J-10422's warranty expiry", "which engineer, by name", "the
 * most revenue". Answering with the record's card, the groups' counts or a team's ranking would
 * answer a neighbouring question, so the plan declines, naming what is missing; the attributes the
 * data keeps are still looked up.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown[0]}`;
  if (plan.lookup) return `lookup ${plan.lookup.id}`;
  return planSaid(plan);
}

/**
 * Repair jobs whose engineers are kept only as crews ("Crew North"), their own word
 * ("technician", "engineer") a synonym of the crew field.
 */
const CREW_JOBS: DataDictionary = {
  ...REPAIR_JOBS_DICTIONARY,
  name: 'Repair jobs by crew',
  fields: REPAIR_JOBS_DICTIONARY.fields.map((field) =>
    field.name === 'technician'
      ? {
          ...field,
          name: 'repair_crew',
          label: 'repair crew',
          synonyms: ['crew', 'technicians', 'engineers'],
          values: [
            { value: 'Crew North', count: 800 },
            { value: 'Crew South', count: 700 },
            { value: 'Crew West', count: 500 },
          ],
        }
      : field,
  ),
};

describe('an asked attribute or measure the data does not hold', () => {
  expectEach(read, [
    // A look-up of an attribute no field keeps.
    [REPAIR_JOBS_DICTIONARY, "What is job J-10422's warranty expiry?", 'declined expiry'],
    [REPAIR_JOBS_DICTIONARY, 'What was the labour charge of job J-10422?', 'declined charge'],
    [SERVICE_REQUESTS_DICTIONARY, "What is request SR-20931's street address?", 'declined address'],
    // … and of attributes it keeps, still looked up.
    [REPAIR_JOBS_DICTIONARY, "What was job J-10422's severity?", 'lookup J-10422'],
    [
      SERVICE_REQUESTS_DICTIONARY,
      "What is request SR-20931's supplier country?",
      'lookup SR-20931',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'What was the satisfaction rating of request SR-20931?',
      'lookup SR-20931',
    ],
    // Individuals asked by name, where the data keeps only their crews.
    [CREW_JOBS, 'Which engineer, by name, completed the most jobs?', 'declined engineer by name'],
    [
      CREW_JOBS,
      'Name the technician who handled the most Oven jobs',
      'declined technician by name',
    ],
    [CREW_JOBS, 'Which crew handled the most jobs?', 'm=count g=repair_crew r=desc1'],
    [
      REPAIR_JOBS_DICTIONARY,
      'Which technician, by name, handled the most jobs?',
      'm=count g=technician r=desc1',
    ],
    // Records picked by a clause the data has no word for.
    [
      REPAIR_JOBS_DICTIONARY,
      'What was the total parts cost for customers who churned?',
      'declined churned',
    ],
    // … but a clause whose other words name a value of the data picks those records.
    [
      FIXTURE_DICTIONARY,
      'How many contacts came from customers who ring us on the telephone?',
      'm=count f=channel=phone',
    ],
    [FIXTURE_DICTIONARY, 'How many contacts came from customers who churned?', 'declined churned'],
    // A ranked quantity no field holds.
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Which district generated the most revenue?',
      'declined most revenue',
    ],
    [SERVICE_REQUESTS_DICTIONARY, 'What monthly price does each asset cost?', 'declined price'],
    [
      PLANNING_APPLICATIONS_DICTIONARY,
      'Which ward racked up the most minutes of delay?',
      'declined minutes',
    ],
  ]);
});
