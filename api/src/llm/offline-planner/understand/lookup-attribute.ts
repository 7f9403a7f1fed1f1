import type { DataDictionary } from '../../../../../src/agent/dataset';
import { fieldWords, rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { FUNCTION_WORDS, normaliseWord } from './vocabulary';

/**
 * "What is customer C-00042's current account balance?", "what is the credit limit of account
 * A-1?": a look-up that asks one attribute of a record. When no field of the data (by its name,
 * label or synonyms) names that attribute, the record's card answers another question, so the
 * plan declines it, naming the attribute. Attributes every record has in some form (its date, its
 * text, its id) are never missing.
 */

/** Words for what every record has: its time, its text, its id, its sender. */
const ALWAYS_HELD =
  /^(?:date|day|time|when|timestamp|text|body|content|contents|wording|words|message|subject|id|number|name|details?|info|information|record|summary|everything|all)$/;

/** "<id>'s current account balance", ending at the end or a preposition. */
function possessed(question: string, id: string): string | undefined {
  const at = question.indexOf(id);
  const after = question.slice(at + id.length);
  const phrase =
    /^['’]s\s+((?:[\p{L}-]+\s*){1,4}?)(?=\s*[?.!,;]|\s*$|\s+(?:in|on|at|for|from|with|by|as|now|today|currently)\b)/u.exec(
      after,
    );
  return phrase?.[1]?.trim();
}

/**
 * "the <phrase> of/for/on <id>", said before the id, maybe through a noun between ("the
 * registration plate of the car in concern SC-1", "the postcode of the property behind SR-1"), or
 * after "give me" ("give me the email address for tenancy T-1").
 */
function ofTheRecord(question: string, id: string): string | undefined {
  const before = question.slice(0, question.indexOf(id));
  const phrase =
    /\b(?:(?:what|which)(?:'s|\s+is|\s+was|\s+are|\s+were)|(?:give|tell|show|send)\s+(?:me|us))\s+(?:the\s+|its\s+)?((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:of|for|on|in|behind)\s+(?:the\s+|this\s+|that\s+)?(?:[\p{L}-]+\s+){0,3}$/iu.exec(
      before,
    );
  return phrase?.[1];
}

/**
 * "What credit score does customer C-1 have", "which loyalty tier is passenger P-2 on", "what
 * tariff is the customer on in escalation E-1": the attribute asked right after the question
 * word, the record named after a verb (and maybe whose it is).
 */
function askedOfTheRecord(question: string, id: string): string | undefined {
  const before = question.slice(0, question.indexOf(id));
  const phrase =
    /\b(?:what|which)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:does|did|do|is|was|are|were|has|had)\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,4}$/iu.exec(
      before,
    );
  return phrase?.[1];
}

/** Words that only qualify an attribute ("the current tier", "her latest score"). */
const QUALIFIERS =
  /^(?:current|currently|latest|last|first|recent|overall|total|exact|actual|main|usual|typical|full|final|present|original|kind|sort|type)$/;

function heldWords(dictionary: DataDictionary): Set<string> {
  return new Set(
    dictionary.fields
      .filter((field) => field.filled > 0)
      .flatMap((field) => [...fieldWords(field), ...rawWords(field.role)])
      .map(stemOf),
  );
}

export function lookupAttribute(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  const lookup = plan.lookup;
  if (!lookup || (plan.unknownIsAsked && plan.unknown.length > 0)) return;
  const asked = askedOfTheRecord(question, lookup.id);
  const phrase = possessed(question, lookup.id) ?? ofTheRecord(question, lookup.id) ?? asked;
  if (!phrase) return;
  // "retweet count": the thing counted is the attribute, not the plain word after it.
  const said = rawWords(phrase).filter((word) => !FUNCTION_WORDS.has(normaliseWord(word)));
  const head = said.at(-1);
  if (!head || ALWAYS_HELD.test(head)) return;
  const held = heldWords(dictionary);
  // "what credit score does …": a word before a head the data holds may name what it lacks.
  const missing =
    phrase === asked
      ? said.filter((word) => !QUALIFIERS.test(word) && !held.has(stemOf(word)))
      : held.has(stemOf(head))
        ? []
        : [head];
  if (missing.length === 0) return;
  const named = phrase === asked ? said.join(' ') : head;
  plan.unknown = [named, ...plan.unknown.filter((word) => word !== named)];
  plan.unknownIsAsked = true;
}
