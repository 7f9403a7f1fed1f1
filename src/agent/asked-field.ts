import type { FitFinding, FitSources } from './answer-fit';
import type { DatasetField } from './dataset';
import type { FigureEvidence } from './events';
import { stem, tokens } from './question-constraints';
import { rootOf } from './word-forms';

/** Figures that state a quantity (not a date, month, year or record id). */
const QUANTITY_KINDS = new Set(['count', 'percent', 'ratio', 'decimal']);

/**
 * "How many stars did review RV-10042 give?": the question names one number field of the data
 * (by its name or label), so the figure the answer leads with must be read from that field, or
 * come from a call that computed with it. A lead figure from elsewhere (the "2" of "we stayed 2
 * nights" in the record's text) answers another question.
 */
export function checkAskedField(sources: FitSources): FitFinding[] {
  const field = namedNumberField(sources);
  if (!field) return [];
  const quantities = sources.figures.filter(
    (figure) => figure.status !== 'unsupported' && QUANTITY_KINDS.has(figure.kind),
  );
  const lead = quantities[0];
  if (!lead) return [];
  // "What share came in via chat, and what was their average CSAT?": the field is the second
  // ask's, which a later figure may answer.
  const answering = SECOND_ASK.test(sources.question) ? quantities : [lead];
  if (answering.some((figure) => readsField(figure, field, sources))) return [];
  const named = field.label ?? field.name;
  return [
    {
      check: 'measure',
      label: `The question asks for the ${named}; the answer's lead figure (${lead.text}) is not read from it`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the figure is not of the field asked',
    },
  ];
}

/** A second question joined to the first: ", and what was …", "and how many …". */
const SECOND_ASK = /\band\s+(?:what|how|which|when|who|where|is|are|was|were|did|do|does)\b/i;

/** Whether a figure is read from the field, or comes from a call that computed with it. */
function readsField(figure: FigureEvidence, field: DatasetField, sources: FitSources): boolean {
  return figure.refs.some((ref) => {
    if (lastKey(ref.path) === field.name) return true;
    const call = sources.calls.find((candidate) => candidate.callId === ref.callId);
    if (!call) return false;
    if (mentionsField(call.input, field.name)) return true;
    // A field the data keeps beside it ("sentimentLabel" for "sentiment"), a key that reads it
    // ("avgSentiment") or a tool about it reads the same thing in another form.
    const name = field.name.toLowerCase();
    return (
      field.role !== 'custom' &&
      (lastKey(ref.path).toLowerCase().includes(name) ||
        call.tool.toLowerCase().includes(name) ||
        mentionsField(call.input, (value) => value.toLowerCase().startsWith(name)))
    );
  });
}

/** The one number field the question names by all the words of its name or label. */
function namedNumberField(sources: FitSources): DatasetField | undefined {
  if (!sources.dataset) return undefined;
  const said = tokens(sources.question);
  const asked = new Set(said.map(stem));
  const named = sources.dataset.fields.filter(
    (field) =>
      field.type === 'number' &&
      field.filled > 0 &&
      (field.role === 'custom' || field.role === 'sentiment' || field.role === 'attribute') &&
      [field.name, field.label].some((name) => {
        const words = name ? tokens(name.replace(/[_-]/g, ' ')).map(stem) : [];
        return words.length > 0 && words.every((word) => asked.has(word));
      }),
  );
  // "Are first class passengers more satisfied?", "how were visits rated?": a one-word number
  // field (a score the data keeps) said by another form of its word.
  if (!named.length) {
    named.push(
      ...sources.dataset.fields.filter(
        (field) =>
          field.type === 'number' &&
          field.filled > 0 &&
          field.role === 'custom' &&
          /^[a-z]+$/i.test(field.name) &&
          said.some((word) => sameWordByForm(word, field.name.toLowerCase())),
      ),
    );
  }
  const distinct = new Set(named.map((field) => field.name));
  return distinct.size === 1 ? named[0] : undefined;
}

/**
 * Two forms of one word: a shared start of six letters ("satisfied", "satisfaction"), or one root
 * under their endings for words of five letters or more ("rated", "rating").
 */
export function sameWordByForm(said: string, name: string): boolean {
  if (said === name || said.length < 5 || name.length < 5) return false;
  let shared = 0;
  while (shared < said.length && said[shared] === name[shared]) shared++;
  return shared >= 6 || rootOf(said) === rootOf(name);
}

function lastKey(path: string): string {
  return /([A-Za-z_]\w*)(?:\[\d+\])?$/.exec(path)?.[1] ?? '';
}

/** Whether a call's input names the field anywhere (a metric, a filter, a grouping). */
export function mentionsField(
  input: unknown,
  name: string | ((value: string) => boolean),
): boolean {
  if (typeof input === 'string') return typeof name === 'string' ? input === name : name(input);
  if (Array.isArray(input)) return input.some((item) => mentionsField(item, name));
  if (input && typeof input === 'object') {
    return Object.values(input).some((value) => mentionsField(value, name));
  }
  return false;
}
