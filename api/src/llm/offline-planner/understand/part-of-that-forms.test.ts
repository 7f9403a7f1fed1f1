import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * After a count, "how much of that was Dara Quinn's?", "what part of that was in Northgate?":
 * the earlier count's share held by the value named (the earlier records the base, the value
 * the part). "How many of those …" stays a count of the narrowed records, an amount's "how much
 * of that" stays the amount's part, a follow-up naming only a new value is read as before.
 * Turns are joined by " → ".
 */
const read = (dictionary: DataDictionary, turns: string) =>
  plansOf(dictionary, ...turns.split(' → '));

describe('"how much of that was Y\'s": the earlier count\'s share held by Y', () => {
  expectEach(read, [
    [
      REPAIR_JOBS_DICTIONARY,
      "How many callback jobs were there? → how much of that was Dara Quinn's?",
      ['m=share[technician=Dara Quinn] f=callback=true'],
    ],
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'How many Noise complaints did we get? → how much of that came from Harbourside?',
      ['m=share[hotel=Harbourside] f=kind=Complaint,topic=Noise'],
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'How many urgent requests were there in March? → and what part of that was in Northgate?',
      ['m=share[district=Northgate] f=urgent=true p=2025-03-01..2025-03-31'],
    ],
    // Guards.
    [
      SERVICE_REQUESTS_DICTIONARY,
      'How many urgent requests were there in March? → how many of those were in Northgate?',
      ['m=count f=district=Northgate,urgent=true p=2025-03-01..2025-03-31'],
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'How much did parts cost in June? → how much of that was for Coastal jobs?',
      ['m=sum:parts_cost f=service_area=Coastal p=2025-06-01..2025-06-30'],
    ],
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'How many Noise complaints did we get? → and Breakfast?',
      ['m=count f=kind=Complaint,topic=Breakfast'],
    ],
  ]);
});

/** Check phrasings, written after the rule, in other words over other data. */
describe('check: a part of the earlier count, said in other words over other data', () => {
  expectEach(read, [
    [
      RAIL_REFUNDS_DICTIONARY,
      "How many Delay claims came in? → how much of that was Central's",
      ['m=share[station=Central] f=claim_type=Delay'],
    ],
    [
      REMOVALS_DICTIONARY,
      'How many moves were damaged? → And what portion of those were Leeds jobs?',
      ['m=share[depot=Leeds] f=outcome=Damaged'],
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'How many Escalated queries did we have? → so how much of it came through the app?',
      ['m=share[channel=App] f=status=Escalated'],
    ],
    [
      RAIL_REFUNDS_DICTIONARY,
      'Number of rejected claims? → how much of this was handled by A. Moss?',
      ['m=share[handler=A. Moss] f=outcome=Rejected'],
    ],
    [
      REMOVALS_DICTIONARY,
      'How many moves were damaged? → how many of them were Leeds jobs?',
      ['m=count f=depot=Leeds,outcome=Damaged'],
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'How many Escalated queries did we have? → what about Pending ones?',
      ['m=count f=status=Pending'],
    ],
  ]);
});
