import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import currencies from './currency-words.json';
import type { QuestionPlan } from './question-plan';

/**
 * "What is the most anyone was refunded, in pounds?", "how many euros of credit on average": the
 * name of the currency the measured field is counted in (its ISO code or sign in the field's
 * unit, name or label: "Refund amount (£)", "credit (EUR)") says the unit asked, not a subject
 * the data lacks. A currency the field is not in stays unknown.
 */

interface Currency {
  code: string;
  signs: string[];
  words: string[];
}

const CURRENCIES: readonly Currency[] = currencies.currencies;

/** The currencies a number field is counted in, by the codes and signs its names carry. */
function currenciesOf(field: DatasetField): Currency[] {
  const said = `${field.unit ?? ''} ${field.name} ${field.label ?? ''}`.toLowerCase();
  const codes = new Set(said.split(/[^a-z]+/).filter(Boolean));
  return CURRENCIES.filter(
    (currency) =>
      codes.has(currency.code.toLowerCase()) ||
      currency.signs.some((sign) => sign.length === 1 && said.includes(sign)),
  );
}

/** Whether a number field is counted in a currency its names carry ("fee (GBP)", "charged (CAD)"). */
export function countedInCurrency(field: DatasetField): boolean {
  return currenciesOf(field).length > 0;
}

export function currencyAsked(dictionary: DataDictionary, plan: QuestionPlan): void {
  if (!plan.unknown.length || !plan.measure.field) return;
  if (!['average', 'median', 'sum', 'max', 'min'].includes(plan.measure.kind)) return;
  const field = dictionary.fields.find(
    (candidate) => candidate.name === plan.measure.field && candidate.entity === plan.entity,
  );
  if (!field || field.type !== 'number') return;
  const names = new Set(currenciesOf(field).flatMap((currency) => currency.words));
  if (names.size === 0) return;
  plan.unknown = plan.unknown.filter(
    (said) =>
      !said
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word !== 'in')
        .every((word) => names.has(word)),
  );
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}
