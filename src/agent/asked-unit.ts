import type { FitFinding, FitSources } from './answer-fit';
import { isPlainObject } from './validate-input';

/** Units of time by their written forms, singular first. */
const TIME_UNITS: Record<string, readonly string[]> = {
  second: ['second', 'seconds', 'sec', 'secs'],
  minute: ['minute', 'minutes', 'min', 'mins'],
  hour: ['hour', 'hours', 'hr', 'hrs'],
  day: ['day', 'days'],
  week: ['week', 'weeks', 'wk', 'wks'],
  month: ['month', 'months'],
  year: ['year', 'years', 'yr', 'yrs'],
};
const UNIT_OF = new Map(
  Object.entries(TIME_UNITS).flatMap(([unit, forms]) => forms.map((form) => [form, unit])),
);
const UNIT_WORD = Object.values(TIME_UNITS).flat().join('|');
/** "In days", "in working hours": the unit the figure is asked in. */
const IN_UNIT = new RegExp(
  `\\b(?:in|into|as)\\s+(?:whole\\s+|working\\s+|calendar\\s+|business\\s+)?(${UNIT_WORD})\\b(?!\\s+(?:of|before|after|since|from|to|ago)\\b)`,
  'i',
);
/** "How many days does a case stay open": a duration asked in that unit (not "how many days had …"). */
const HOW_MANY_UNIT = new RegExp(
  `\\bhow\\s+many\\s+(${UNIT_WORD})\\b(?=(?:\\s+[\\p{L}'-]+){0,8}?\\s+(?:take|takes|took|taking|stay|stays|stayed|last|lasts|lasted|wait|waits|waited|spend|spends|spent|remain|remains|remained|elapse|elapsed|pass|passed)\\b)`,
  'iu',
);

/** The time units a text names as words ("336 hours", "sla hours", "slaHours"). */
function unitsIn(text: string): Set<string> {
  const words = text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/);
  return new Set(words.flatMap((word) => UNIT_OF.get(word) ?? []));
}

/** The fields a call measured (`metrics[].field`), as written. */
function measuredFields(input: unknown): string[] {
  if (!isPlainObject(input) || !Array.isArray(input['metrics'])) return [];
  return input['metrics'].flatMap((metric) =>
    isPlainObject(metric) && typeof metric['field'] === 'string' ? [metric['field']] : [],
  );
}

/**
 * "How long, in days, does a dispute stay open?" asks a figure in days. An answer that never says
 * days, and states its figure in another unit of time (or computed a field named in one, "sla
 * hours"), gives another measure or the right one unconverted: either way not the figure asked.
 * Without a unit in the answer or its measured fields nothing is read.
 */
export function checkAskedUnit(sources: FitSources): FitFinding[] {
  const asked = (IN_UNIT.exec(sources.question) ?? HOW_MANY_UNIT.exec(sources.question))?.[1];
  const unit = asked && UNIT_OF.get(asked.toLowerCase());
  if (!unit) return [];
  if (!sources.figures.some((figure) => figure.status !== 'unsupported')) return [];
  const said = unitsIn(sources.answer);
  if (said.has(unit)) return [];
  const measured = new Set(
    sources.calls
      .flatMap((call) => measuredFields(call.input))
      .flatMap((name) => [...unitsIn(name)]),
  );
  const other = [...said, ...measured].find((candidate) => candidate !== unit);
  if (!other) return [];
  return [
    {
      check: 'measure',
      label: `The question asks the figure in ${unit}s; the answer never says ${unit}s and gives ${other}s`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the figure is in another unit than asked',
    },
  ];
}
