import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { planOfTurns } from './forms-test-support';
import { planSaid, expectEach } from './plans-forms-support';

/**
 * An id whose serial looks like a year ("LB25.1999", "GY-2001", "CLM/24/2020") stays one id in the
 * data's own shape: the year-like part is not also read as a period of the question (a year the
 * data does not hold would decline the look-up). A year said outside the id is still a period.
 */
function withIds(dictionary: DataDictionary, samples: string[]): DataDictionary {
  return {
    ...dictionary,
    name: `${dictionary.name} (ids like ${samples[0]})`,
    fields: dictionary.fields.map((field) =>
      field.role === 'id' && field.entity === 'communications' ? { ...field, samples } : field,
    ),
  };
}

const DOTTED = withIds(LIBRARY_REQUESTS_DICTIONARY, ['LB24.0413', 'LB24.1102', 'LB25.0007']);
const DASHED = withIds(GYM_QUERIES_DICTIONARY, ['GY-0042', 'GY-1187', 'GY-3310', 'GY-0905']);
const SLASHED = withIds(INSURANCE_CLAIMS_DICTIONARY, ['CLM/24/0101', 'CLM/25/3310', 'CLM/25/0042']);

function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  const period = plan.period ? ` p=${plan.period.from}..${plan.period.to}` : '';
  if (plan.lookup) return `lookup ${plan.lookup.id}${period}`;
  return planSaid(plan);
}

describe('an id whose parts look like a year stays an id', () => {
  expectEach(read, [
    [DOTTED, 'What was the outcome of LB25.1999?', 'lookup LB25.1999'],
    [DOTTED, 'who handled lb24.2001', 'lookup LB24.2001'],
    [DOTTED, 'which branch was request LB25.2019 about', 'lookup LB25.2019'],
    [DASHED, 'what happened with GY-2003?', 'lookup GY-2003'],
    [DASHED, 'who dealt with query gy-1998', 'lookup GY-1998'],
    [SLASHED, 'how much was paid out on CLM/24/2020?', 'lookup CLM/24/2020'],
    [SLASHED, 'What was the outcome of claim CLM/25/1987', 'lookup CLM/25/1987'],
    // Guards: a year said outside the id is the question's period; ids without a year-like part.
    [DOTTED, 'who handled LB24.2001 in 2025?', 'lookup LB24.2001 p=2025-01-01..2025-12-31'],
    [DOTTED, 'What was the outcome of LB25.0413?', 'lookup LB25.0413'],
    [DASHED, 'who dealt with GY-0042', 'lookup GY-0042'],
  ]);
});
