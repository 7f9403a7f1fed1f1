import type { DatasetField } from '../../../../../src/agent/dataset';
import { sameRoot } from '../../../../../src/agent/word-forms';
import { fieldLabel, fieldWords, rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { MEDIAN_WORDS } from './question-reading';
import { sameMeaning } from './thesaurus';
import { holdsNothing, normaliseWord, type Vocabulary } from './vocabulary';

/**
 * A measure said as a noun the data's field names only by another form of its words: "resolution
 * time" for `hours_to_resolve`, "resp time" for "first response (minutes)", "escalation rate" for
 * a yes/no field `escalated`. The head says the kind of field ("time" a duration, "rate" a yes/no
 * field's rate); the words before it must each name a word of that one field by its form, sense or
 * abbreviation. Generic English only: a field the data lacks ("handle time") stays unknown.
 */

/** Heads of a measure that times something: the field holds a duration. */
const TIME_HEADS = /^(time|times|duration|durations|speed|wait|delay)$/;
/** Heads of a rate: the share of the records where a yes/no field holds. */
const RATE_HEADS = /^(rate|rates|percentage|proportion|ratio|frequency)$/;
/** Words of a measure's name that say how it is summarised, not which field. */
const SUMMARY =
  /^(avg|average|mean|median|typical|overall|total|our|the|a|an|of|to|in|for|on|per|longest|shortest|highest|lowest|fastest|slowest|quickest|biggest|largest|smallest|best|worst|longer|shorter|higher|lower|faster|slower|quicker)$/;
/** Superlatives and comparatives, which compare groups' figures. */
const COMPARING =
  /^(longest|shortest|highest|lowest|fastest|slowest|quickest|biggest|largest|smallest|best|worst|longer|shorter|higher|lower|faster|slower|quicker)$/;
/** Words of a field that hold a duration. */
const DURATION_FIELD =
  /^(hours?|hrs?|minutes?|mins?|seconds?|secs?|days?|weeks?|duration|time|elapsed)$/;

/** Whether a question's word names a field's word by its form, sense or an abbreviation. */
function namesWord(said: string, own: string): boolean {
  if (said === own || stemOf(said) === stemOf(own)) return true;
  if (sameMeaning(normaliseWord(said), normaliseWord(own)) || sameRoot(said, own)) return true;
  // "resolution" and "resolve", "response" and "respond": one root, two Latin endings.
  if (said.length >= 6 && own.length >= 6 && said.slice(0, 5) === own.slice(0, 5)) return true;
  // "resp" for "response", "esc" for "escalated": an abbreviation of the field's word.
  return said.length >= 3 && own.length >= said.length + 2 && own.startsWith(said);
}

/** The one field of the kind the head asks for whose words the content words all name. */
function namedField(content: string[], candidates: DatasetField[]): DatasetField | undefined {
  const named = candidates.filter((field) => {
    const own = fieldWords(field).filter((word) => !DURATION_FIELD.test(word));
    return content.every((word) => own.some((other) => namesWord(word, other)));
  });
  return named.length === 1 ? named[0] : undefined;
}

/**
 * "avg parts cost": an unknown phrase whose words all name the field already measured (or say how
 * it is summarised) asks for that measure, not for something the data lacks.
 */
function measuredWords(vocabulary: Vocabulary, plan: QuestionPlan): void {
  const measured = vocabulary.dictionary.fields.find(
    (field) => field.entity === plan.entity && field.name === plan.measure.field,
  );
  if (!measured) return;
  const own = fieldWords(measured);
  plan.unknown = plan.unknown.filter((said) => {
    const content = rawWords(said).filter((word) => !SUMMARY.test(word));
    return !content.every((word) => own.some((other) => namesWord(word, other)));
  });
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}

/** Reads the unknown "<field noun> time|rate" phrases of the plan as that field's measure. */
export function measureNouns(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
  medianOffered: boolean,
): void {
  if (plan.lookup || plan.tool || plan.records || plan.unknown.length === 0) return;
  measuredWords(vocabulary, plan);
  const fields = vocabulary.dictionary.fields.filter(
    (field) => field.entity === plan.entity && field.role !== 'id' && !holdsNothing(field),
  );
  for (const said of plan.unknown) {
    const parts = rawWords(said);
    const head = parts.at(-1) ?? '';
    const timed = TIME_HEADS.test(head);
    if (!timed && !RATE_HEADS.test(head)) continue;
    // "The longest repair time" alone asks a maximum; said of groups it compares their averages.
    const compared = plan.rank !== undefined || plan.compare !== undefined;
    if (!compared && parts.some((word) => COMPARING.test(word))) continue;
    const content = parts.slice(0, -1).filter((word) => !SUMMARY.test(word));
    if (content.length === 0) continue;
    const candidates = fields.filter((field) =>
      timed
        ? field.type === 'number' && fieldWords(field).some((word) => DURATION_FIELD.test(word))
        : field.type === 'boolean',
    );
    const field = namedField(content, candidates);
    if (!field) continue;
    const label = fieldLabel(field);
    const median = MEDIAN_WORDS.test(question) && medianOffered;
    if (!timed) {
      // "the escalation rate for enterprise accounts": what was read as the share's part picks
      // the records whose rate is asked.
      plan.filters = [...plan.filters, ...(plan.measure.part ?? [])];
      plan.measure = { kind: 'rate', field: field.name, label: `${label} rate` };
    } else {
      plan.measure = median
        ? { kind: 'median', field: field.name, label: `median ${label}` }
        : { kind: 'average', field: field.name, label: `average ${label}` };
    }
    // A filter the field's own word made ("escalated") is the measure now, not a filter.
    plan.filters = plan.filters.filter((filter) => filter.field !== field.name);
    plan.unknown = plan.unknown.filter((other) => other !== said);
    if (plan.unknown.length === 0) delete plan.unknownIsAsked;
    return;
  }
}
