import { readFileSync } from 'node:fs';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';

/**
 * "Which engineer, by name, cleared the most faults?" over data whose engineers are kept only as
 * field teams ("Team Liffey"): the question asks for individuals by their names, and the field its
 * word matched (by a synonym) holds groups of people, named by a collective noun in its own name
 * or label (people-groups.json). Ranking the teams answers another question, so the plan declines,
 * naming what is missing.
 */
const COLLECTIVE = new Set(
  (
    JSON.parse(readFileSync(new URL('./people-groups.json', import.meta.url), 'utf8')) as {
      collectiveNouns: string[];
    }
  ).collectiveNouns,
);

/** "by name", "name the …", "their names", "whose name": individuals asked for by name. */
const BY_NAME =
  /\b(?:by (?:their |his |her )?names?|names? (?:of )?the|name (?:him|her|them)|their names?|whose names?|(?:full|first|last) names?)\b/i;

export function individualsAsked(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  const group = plan.groupBy;
  if (!group || group.time || plan.lookup || !BY_NAME.test(question)) return;
  const field = dictionary.fields.find(
    (candidate) => candidate.name === group.field && candidate.entity === plan.entity,
  );
  if (!field) return;
  const own = rawWords(`${field.name} ${field.label ?? ''}`);
  if (!own.some((word) => COLLECTIVE.has(word))) return;
  // The word that asked: after "which", "what", "name the", when the field's own name does not say it.
  const asked = /\b(?:which|what|names? (?:of )?the)\s+([\p{L}-]+)/iu
    .exec(question)?.[1]
    ?.toLowerCase();
  if (!asked || own.map(stemOf).includes(stemOf(asked)) || COLLECTIVE.has(asked)) return;
  plan.unknown = [`${asked} by name`, ...plan.unknown];
  plan.unknownIsAsked = true;
}
