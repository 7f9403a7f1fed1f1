import type { DatasetField } from '../../../../../src/agent/dataset';
import dimensions from './dimension-words.json';
import everyday from './everyday-verbs.json';
import { rawWords } from './number-fields';
import type { Vocabulary } from './vocabulary';

/**
 * "What is the heaviest bag weight on record?", "the tallest climber": a superlative adjective of
 * a measured dimension asks for the largest (or smallest) value of the number field that measures
 * it, known by the words of its name, label, synonyms or unit (dimension-words.json). The
 * adjective is written as "highest"/"lowest" and, when the question does not name the field, the
 * field's own word for the dimension after it ("the highest weight bag"), for the parser to read
 * as the field's maximum or minimum. A dimension no number field measures is left as said.
 */

interface Dimension {
  most: string[];
  least: string[];
  words: string[];
}

const DIMENSIONS = (dimensions as { dimensions: Dimension[] }).dimensions;

/** Nouns of how much arrived ("traffic", "workload"): "the heaviest traffic" is the most records. */
const VOLUME_NOUNS = new Set((everyday as { volumeNouns: string[] }).volumeNouns);

function fieldWords(field: DatasetField): string[] {
  return rawWords(
    [field.name, field.label ?? '', ...(field.synonyms ?? []), field.unit ?? ''].join(' '),
  );
}

/** The word of a field that says the dimension, or undefined when the field measures another. */
function dimensionWord(field: DatasetField, dimension: Dimension): string | undefined {
  const words = fieldWords(field);
  const said = rawWords(field.label ?? field.name).find((word) => dimension.words.includes(word));
  if (said) return said;
  return words.find((word) => dimension.words.includes(word));
}

export function dimensionSuperlatives(question: string, vocabulary: Vocabulary): string {
  let text = question;
  for (const dimension of DIMENSIONS) {
    const sides = [
      ...dimension.most.map((word) => [word, 'highest'] as const),
      ...dimension.least.map((word) => [word, 'lowest'] as const),
    ];
    for (const [adjective, plain] of sides) {
      const pattern = new RegExp(`\\b${adjective.replace(/\s+/g, '\\s+')}\\b`, 'i');
      if (!pattern.test(text)) continue;
      const fields = vocabulary.dictionary.fields.filter(
        (field) =>
          field.type === 'number' &&
          field.role !== 'sentiment' &&
          field.filled > 0 &&
          dimensionWord(field, dimension) !== undefined,
      );
      // One field measures it, or the question names the one it means.
      const asked = rawWords(text);
      const named = fields.filter((field) =>
        fieldWords(field).some((word) => word.length > 2 && asked.includes(word)),
      );
      const field = fields.length === 1 ? fields[0] : named.length === 1 ? named[0] : undefined;
      if (!field) continue;
      // "the heaviest traffic": a noun of volume the field's own words do not say is a count.
      const next = new RegExp(`\\b${adjective.replace(/\s+/g, '\\s+')}\\s+([a-z]+)`, 'i')
        .exec(text)?.[1]
        ?.toLowerCase();
      if (next && VOLUME_NOUNS.has(next) && !fieldWords(field).includes(next)) continue;
      const word = dimensionWord(field, dimension)!;
      // "the heaviest bag weight": the dimension named already.
      const says = fieldWords(field).some(
        (held) => dimension.words.includes(held) && asked.includes(held),
      );
      text = text.replace(pattern, says ? plain : `${plain} ${word}`);
    }
  }
  return text;
}
