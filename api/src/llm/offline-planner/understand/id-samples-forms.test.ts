import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { planOfTurns } from './forms-test-support';
import { planSaid, expectEach } from './plans-forms-support';

/**
 * Ids of shapes no pattern of the planner's own foresaw, read from the shape the data dictionary's
 * samples show: any word of the question in that shape is the id of one record, whatever its case
 * or spacing, and is looked up as the data writes it (an id of that shape the data lacks is then
 * declined by the look-up, not answered as a breakdown of all the records).
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

const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const LIBRARY = LIBRARY_REQUESTS_DICTIONARY;
const SLASHED = withIds(CLAIMS, [
  'BN25-000101/A',
  'BN25-003310/K',
  'BN25-006111/K',
  'BN25-009020/Q',
]);
const HASHED = withIds(LIBRARY, ['#A-1002', '#C-4410', '#A-7781', '#F-9030']);
const YEARLY = withIds(CLAIMS, ['2024/0001', '2024/0873', '2025/0042', '2025/1190']);
const DOTTED = withIds(LIBRARY, ['TKT.001.003', 'TKT.002.117', 'TKT.004.221', 'TKT.009.870']);
const HEX = withIds(CLAIMS, ['3f9a0c1e', 'a07b33d2', 'ab12cd34', '0c9e6f11', 'e5d40a97']);
const SERVICE_NOW = withIds(LIBRARY, ['INC0010001', 'INC0011873', 'INC0012345', 'INC0019022']);
const SPACED = withIds(CLAIMS, ['CLM 104 882', 'CLM 220 017', 'CLM 391 450']);
/** A hex code after a prefix every id shares: the code may be letters alone ("SR-FFFFFF"). */
const PREFIXED_HEX = withIds(LIBRARY, ['SR-1BF1A6', 'SR-0A77C2', 'SR-9E3D10', 'SR-C4B2F8']);

function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.lookup) return `lookup ${plan.lookup.id}`;
  return `${planSaid(plan)}${plan.unknown.length > 0 ? ` ?${plan.unknown.join('|')}` : ''}`;
}

describe('ids in the shape the data dictionary samples show', () => {
  expectEach(read, [
    [SLASHED, 'What was the outcome of BN25-006111/K?', 'lookup BN25-006111/K'],
    [SLASHED, 'who handled bn25-006111/k', 'lookup BN25-006111/K'],
    [SLASHED, 'how much was paid out on claim BN25-004477/B?', 'lookup BN25-004477/B'],
    [HASHED, 'What was the outcome of #A-7781?', 'lookup #A-7781'],
    [HASHED, 'who dealt with request a-7781', 'lookup #A-7781'],
    [HASHED, 'when was # C-4410 closed?', 'lookup #C-4410'],
    [YEARLY, 'what was the outcome of 2025/0042', 'lookup 2025/0042'],
    [YEARLY, 'Who handled ref 2025 / 0042?', 'lookup 2025/0042'],
    [YEARLY, 'how much was paid on claim 2024/0873', 'lookup 2024/0873'],
    [DOTTED, 'What was the outcome of TKT.004.221?', 'lookup TKT.004.221'],
    [DOTTED, 'who handled tkt.004.221', 'lookup TKT.004.221'],
    [DOTTED, 'When was tkt 004 221 closed?', 'lookup TKT.004.221'],
    [PREFIXED_HEX, 'What is the status of case SR-FFFFFF?', 'lookup SR-FFFFFF'],
    [PREFIXED_HEX, 'what is the status of sr-abcdef', 'lookup SR-ABCDEF'],
    [PREFIXED_HEX, 'who handled sr-1bf1a6', 'lookup SR-1BF1A6'],
    [HEX, 'What was the outcome of ab12cd34?', 'lookup ab12cd34'],
    [HEX, 'who handled claim AB12CD34', 'lookup ab12cd34'],
    [HEX, 'how much was paid out on 0c9e6f11', 'lookup 0c9e6f11'],
    [SERVICE_NOW, 'What was the outcome of INC0012345?', 'lookup INC0012345'],
    [SERVICE_NOW, 'who handled inc0012345', 'lookup INC0012345'],
    [SERVICE_NOW, 'when was INC 0012345 closed', 'lookup INC0012345'],
    [SPACED, 'What was the outcome of CLM 104 882?', 'lookup CLM 104 882'],
    [SPACED, 'who handled clm 391 450', 'lookup CLM 391 450'],
  ]);
});

describe('words that only look like ids of the data are not ids', () => {
  expectEach(
    (dictionary, question) => read(dictionary, question).startsWith('lookup'),
    [
      [YEARLY, 'How many claims in 2024/2025?', false],
      [YEARLY, 'How many claims were there in 2025?', false],
      [HEX, 'How many claims were accepted?', false],
      [HEX, 'How many claims over 12345678?', false],
      [SERVICE_NOW, 'How many requests in 2025?', false],
      [DOTTED, 'How many requests since 1.10.2025?', false],
      [SLASHED, 'How many claims since 25-10-2025?', false],
      [SPACED, 'How many claims in the last 30 days?', false],
    ],
  );
});
