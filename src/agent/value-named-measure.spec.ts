import { checkConstraints } from './constraint-coverage';
import type { DataDictionary, DatasetField } from './dataset';
import type { ObservedCall } from './observed-values';
import { extractConstraints } from './question-constraints';
import { clinicDataset } from './testing/clinic-dataset';
import { call } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

/**
 * A category value that shares its word with a number field ("Overdue" requests and the days
 * overdue; "Wait" visits and the minutes waited): the field read stands in for the value only when
 * the question says the word once, as the measure ("how much overdue"), not as the records' value.
 */
function withValue(
  data: DataDictionary,
  field: string,
  value: string,
  number: string,
): DataDictionary {
  const numeric: DatasetField = {
    name: number,
    entity: 'communications',
    role: 'custom',
    type: 'number',
    filled: 1000,
    distinct: 50,
    min: 0,
    max: 90,
  };
  return {
    ...data,
    fields: [
      ...data.fields.map((entry) =>
        entry.name === field
          ? { ...entry, values: [...(entry.values ?? []), { value, count: 700 }] }
          : entry,
      ),
      numeric,
    ],
  };
}

const library = withValue(libraryDataset(), 'req type', 'Overdue', 'overdue_days');
const clinic = withValue(clinicDataset(), 'visit_type', 'Walkin', 'walkin_minutes');

/** A run that averaged the number field over every record, with no filter. */
function averaged(field: string): ObservedCall {
  return call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'count' }, { fn: 'avg', field }] },
    { count: 8000, [`avg_${field}`]: 12.5 },
  );
}

function outcomes(question: string, data: DataDictionary, calls: ObservedCall[]): string[] {
  const period = { from: data.from!, to: data.to! };
  const constraints = extractConstraints({ question, period, dataset: data });
  return checkConstraints(constraints, calls, period, question)
    .filter((check) => check.constraint.kind === 'value')
    .map((check) => check.outcome);
}

describe('checkConstraints: a value said as a value, beside a number field of its word', () => {
  const asValue: [string, DataDictionary, string][] = [
    [
      'How many Overdue requests are there, and what is their average overdue in days?',
      library,
      'overdue_days',
    ],
    ['What is the average overdue of the Overdue request type?', library, 'overdue_days'],
    ['For request type Overdue, how long overdue on average?', library, 'overdue_days'],
    [
      'How many Walkin visits were there and what did walkin minutes average?',
      clinic,
      'walkin_minutes',
    ],
    ['Average walkin minutes for the Walkin visit type?', clinic, 'walkin_minutes'],
  ];
  for (const [question, data, field] of asValue) {
    it(`"${question}" still needs the value filtered`, () => {
      expect(outcomes(question, data, [averaged(field)]))
        .withContext(question)
        .toContain('uncovered');
    });
  }

  const asMeasure: [string, DataDictionary, string][] = [
    ['On average, how many days overdue?', library, 'overdue_days'],
    ['How long is the average walkin wait?', clinic, 'walkin_minutes'],
  ];
  for (const [question, data, field] of asMeasure) {
    it(`"${question}" reads the word as the measure`, () => {
      expect(outcomes(question, data, [averaged(field)]))
        .withContext(question)
        .not.toContain('uncovered');
    });
  }
});
