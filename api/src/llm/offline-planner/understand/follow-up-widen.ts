import { rawWords, stemOf } from './number-fields';
import type { Vocabulary } from './vocabulary';

/**
 * "And across all routes?", "what about every carrier", "regardless of branch", "for any vessel":
 * a follow-up that widens the earlier scope over a field, whose earlier values are then dropped.
 * Returns the names of the fields widened, read from the data's own words for them.
 */
const WIDENED =
  /\b(?:all|every|any|each\s+and\s+every)\s+(?:of\s+)?(?:the\s+|our\s+)?([\p{L}-]+(?:\s+[\p{L}-]+){0,2})|\b(?:regardless|irrespective)\s+of\s+(?:the\s+|which\s+)?([\p{L}-]+(?:\s+[\p{L}-]+){0,2})|\bwhatever\s+(?:the\s+)?([\p{L}-]+(?:\s+[\p{L}-]+){0,2})|\bno\s+matter\s+(?:the\s+|which\s+|what\s+)?([\p{L}-]+(?:\s+[\p{L}-]+){0,2})/giu;

/** A word without its plural or verb ending ("cities" and "city" alike). */
const stem = (word: string) => stemOf(word.replace(/ies$/i, 'y'));

/** The built-in roles an analyst names a field by ("every channel", "all statuses"). */
const NAMED_ROLES = new Set(['channel', 'product', 'category', 'status']);

export function widenedFields(question: string, vocabulary: Vocabulary): string[] {
  const widened = new Set<string>();
  for (const match of question.matchAll(WIDENED)) {
    const said = rawWords(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').map(stem);
    const names = vocabulary.fields.map((term) => ({ field: term.field, words: term.words }));
    for (const field of vocabulary.dictionary.fields) {
      if (NAMED_ROLES.has(field.role)) names.push({ field, words: [field.role] });
    }
    for (const { field, words } of names) {
      const own = words.map(stem);
      if (own.length === 0 || own.length > said.length) continue;
      if (own.every((word, at) => said[at] === word)) widened.add(field.name);
    }
  }
  return [...widened];
}
