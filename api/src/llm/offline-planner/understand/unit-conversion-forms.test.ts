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
 * A duration asked in another unit of time than its field is counted in ("in hours" of a span the
 * data counts in days, "in hours" of minutes to first response): the figure is converted and both
 * units named. The span between two dates is found by the dictionary's `span`, not by its name.
 */
function read(dictionary: DataDictionary, turns: string): string {
  const plan = planOfTurns(dictionary, turns.split(' >> '));
  if (plan.unknownIsAsked) return `declined ${plan.unknown.join(', ')}`;
  const unit = plan.measure.unit;
  return `${planSaid(plan)}${unit ? ` in ${unit.to} from ${unit.from} x${Math.round(unit.factor * 10000) / 10000}` : ''}`;
}

/** The warranty claims with their span field renamed: the planner reads `span`, not the name. */
const RENAMED: DataDictionary = {
  ...WARRANTY_CLAIMS_DICTIONARY,
  fields: WARRANTY_CLAIMS_DICTIONARY.fields.map((field) =>
    field.span ? { ...field, name: 'claim_age' } : field,
  ),
};

/**
 * Durations imported from values ("45 min", "1h 20m"): the unit is the dictionary's `unit`, not a
 * word of the field's name, over two data shapes.
 */
const UNIT_KEPT: DataDictionary = {
  ...REPAIR_JOBS_DICTIONARY,
  fields: REPAIR_JOBS_DICTIONARY.fields.map((field) =>
    field.name === 'response_minutes'
      ? { ...field, name: 'first_reply', label: 'first reply', unit: 'minutes' }
      : field.name === 'repair_hours'
        ? { ...field, name: 'repair_time', label: 'repair time', unit: 'hours' }
        : field,
  ),
};

describe('a duration asked in another unit of time', () => {
  expectEach(read, [
    [
      WARRANTY_CLAIMS_DICTIONARY,
      'What is the average time to close for Fridges, in hours?',
      'm=average:days_to_closed f=product=Fridges in hours from days x24',
    ],
    [
      WARRANTY_CLAIMS_DICTIONARY,
      'Which service centre had the most claims? >> What was its average time to close, in hours?',
      'm=average:days_to_closed refers(m=count g=centre r=desc1) in hours from days x24',
    ],
    [
      WARRANTY_CLAIMS_DICTIONARY,
      'How many weeks do claims take to close on average?',
      'm=average:days_to_closed in weeks from days x0.1429',
    ],
    [
      PLANNING_APPLICATIONS_DICTIONARY,
      'How many hours from receiving to deciding, on average?',
      'm=average:days_to_decided in hours from days x24',
    ],
    [
      RENAMED,
      'How many hours from opening to closing, on average?',
      'm=average:claim_age in hours from days x24',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Average hours to close, in days?',
      'm=average:hours_to_close in days from hours x0.0417',
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'What is the average first response in hours?',
      'm=average:response_minutes in hours from minutes x0.0167',
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'Total repair time in the Highlands, in days?',
      'm=sum:repair_hours f=service_area=Highlands in days from hours x0.0417',
    ],
    [
      UNIT_KEPT,
      'What is the average first reply in hours?',
      'm=average:first_reply in hours from minutes x0.0167',
    ],
    [
      UNIT_KEPT,
      'Mean first reply, in seconds?',
      'm=average:first_reply in seconds from minutes x60',
    ],
    [
      UNIT_KEPT,
      'Total repair time in the Highlands, in days?',
      'm=sum:repair_time f=service_area=Highlands in days from hours x0.0417',
    ],
    // The unit the field is counted in, or a unit of a period: nothing to convert.
    [
      SERVICE_REQUESTS_DICTIONARY,
      'How many hours to close on average?',
      'm=average:hours_to_close',
    ],
    [
      WARRANTY_CLAIMS_DICTIONARY,
      'Average days to close in the last 30 days',
      'm=average:days_to_closed p=2025-09-01..2025-09-30',
    ],
  ]);
});
