import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { planOfTurns } from './forms-test-support';
import { expectEach } from './plans-forms-support';

/**
 * A bound written in a currency ("over £1,000", "more than $2,500") is on the number field held
 * in that currency, the sign and the thousands separators read away; of two such fields, the one
 * whose words share the records' noun ("amount claimed" of "claims over £1,000"), unless the
 * question names the other.
 */
function withUnits(dictionary: DataDictionary, units: Record<string, string>): DataDictionary {
  return {
    ...dictionary,
    name: `${dictionary.name} in ${Object.values(units).join(', ')}`,
    fields: dictionary.fields.map((field) =>
      units[field.name] ? { ...field, unit: units[field.name] } : field,
    ),
  };
}

const CLAIMS: DataDictionary = (() => {
  const base = withUnits(INSURANCE_CLAIMS_DICTIONARY, {});
  return {
    ...base,
    name: 'Home insurance claims (2025) in GBP',
    fields: [
      ...base.fields.filter((field) => field.type !== 'number' || field.role === 'sentiment'),
      ...(['claimed_gbp:amount claimed', 'paid_gbp:paid out'] as const).map((pair) => {
        const [name, label] = pair.split(':') as [string, string];
        return {
          name,
          entity: 'communications' as const,
          role: 'custom' as const,
          type: 'number' as const,
          label,
          unit: 'GBP',
          filled: 3000,
          distinct: 900,
          min: 0,
          max: 5000,
        };
      }),
    ],
  };
})();
const LIBRARY = withUnits(LIBRARY_REQUESTS_DICTIONARY, { late_fee: 'USD' });

const bound = (dictionary: DataDictionary, question: string) => {
  const plan = planOfTurns(dictionary, [question]);
  return plan.filters
    .filter((filter) => filter.op !== undefined)
    .map((filter) => `${filter.field} ${filter.op} ${filter.values.join()}`)
    .join('; ');
};

describe('bounds written in a currency', () => {
  expectEach(bound, [
    [CLAIMS, 'How many claims over £1,000?', 'claimed_gbp gt 1000'],
    [CLAIMS, 'claims under £50', 'claimed_gbp lt 50'],
    [CLAIMS, 'how many claims with more than £2,500 paid out', 'paid_gbp gt 2500'],
    [LIBRARY, 'How many requests over $5?', 'late_fee gt 5'],
    [LIBRARY, 'requests of $10 or more', 'late_fee gte 10'],
  ]);
});
