import type { DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import type { PlanFilter } from './question-plan';
import { sameMeaning } from './thesaurus';
import type { Vocabulary } from './vocabulary';
import { words } from './vocabulary';

/**
 * "Closed within SLA", "met the deadline": the opposite of a yes/no field named for missing a
 * limit ("SLA breached", "deadline missed"). The field's name is read from the dictionary: its
 * word for missing (a synonym of "breach" in the thesaurus) and the limit it names ("SLA").
 */
const KEPT = '(?:within|inside|met|meet|kept|keep|under|in line with|in)';

function limitWords(name: string): string[] | undefined {
  const all = words(name);
  const missing = all.filter((word) => sameMeaning(word, 'breach'));
  if (missing.length === 0) return undefined;
  const limit = all.filter((word) => !missing.includes(word));
  return limit.length > 0 ? limit : undefined;
}

/**
 * Each yes/no field named for missing a limit whose limit the question says after `verbs` (a
 * regular expression), with the words that said it: one match per field, its first naming.
 */
function limitFlagsSaid(
  question: string,
  vocabulary: Vocabulary,
  verbs: string,
  entity: DatasetEntity | undefined,
): { field: DatasetField; said: string }[] {
  const said = words(question).join(' ');
  const found: { field: DatasetField; said: string }[] = [];
  for (const field of vocabulary.dictionary.fields) {
    if (field.type !== 'boolean' || (entity && field.entity !== entity)) continue;
    for (const name of [field.label ?? '', field.name, ...(field.synonyms ?? [])]) {
      const limit = limitWords(name);
      if (!limit) continue;
      const pattern = new RegExp(
        `\\b${verbs} (?:the |our |their |its |his |her |a |an )?(${limit.join(' ')})\\b`,
      );
      const match = pattern.exec(said);
      if (!match) continue;
      found.push({ field, said: match[0] });
      break;
    }
  }
  return found;
}

export function withinLimitFilters(
  question: string,
  vocabulary: Vocabulary,
  /** Only flags of this entity; all entities when not given. */
  entity?: DatasetEntity,
): PlanFilter[] {
  return limitFlagsSaid(question, vocabulary, KEPT, entity).map(({ field, said }) => {
    // A flag filled on every row is false where it is not true; else "not true" keeps the blanks.
    const filledEverywhere = field.filled >= vocabulary.dictionary.counts[field.entity];
    return {
      entity: field.entity,
      field: field.name,
      ...(filledEverywhere ? { values: [false] } : { values: [true], negate: true }),
      said,
    };
  });
}

const BROKEN = '(?:miss\\w*|breach\\w*|fail\\w*|exceed\\w*|break\\w*|broke|blow\\w*|blew|over)';

/**
 * "misses its SLA", "breached the deadline": the yes/no field named for missing that limit, on
 * its true side (the flag's own words read from the dictionary, as for {@link withinLimitFilters}).
 */
export function brokenLimitFlags(
  question: string,
  vocabulary: Vocabulary,
  entity?: DatasetEntity,
): PlanFilter[] {
  return limitFlagsSaid(question, vocabulary, BROKEN, entity).map(({ field, said }) => ({
    entity: field.entity,
    field: field.name,
    values: [true],
    said,
  }));
}
