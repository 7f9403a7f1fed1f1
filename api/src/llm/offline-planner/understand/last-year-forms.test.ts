import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { planOfTurns } from './forms-test-support';
import { expectEach } from './plans-forms-support';

/**
 * "Last year" is the last whole calendar year of the data: the year before the data's last one,
 * or that year itself where the data ends on 31 December; "the past year" and "the last year"
 * are the trailing twelve months.
 */
const endingOn = (dictionary: DataDictionary, to: string): DataDictionary => ({
  ...dictionary,
  name: `${dictionary.name} to ${to}`,
  from: '2024-01-01',
  to,
});

const CLAIMS = endingOn(INSURANCE_CLAIMS_DICTIONARY, '2025-08-20');
const LIBRARY = endingOn(LIBRARY_REQUESTS_DICTIONARY, '2026-03-31');
const WHOLE = endingOn(INSURANCE_CLAIMS_DICTIONARY, '2025-12-31');

const period = (dictionary: DataDictionary, question: string) => {
  const found = planOfTurns(dictionary, [question]).period;
  return found ? `${found.from}..${found.to}` : 'none';
};

describe('last year', () => {
  expectEach(period, [
    [CLAIMS, 'How many claims last year?', '2024-01-01..2024-12-31'],
    [CLAIMS, 'storm claims in the previous year', '2024-01-01..2024-12-31'],
    [LIBRARY, 'how many requests did we get last year', '2025-01-01..2025-12-31'],
    [WHOLE, 'How many claims last year?', '2025-01-01..2025-12-31'],
    [CLAIMS, 'How many claims in the past year?', '2024-08-21..2025-08-20'],
    [LIBRARY, 'requests in the last year', '2025-04-01..2026-03-31'],
  ]);
});
