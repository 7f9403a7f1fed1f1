import type { QuestionPlan } from './question-plan';
import { rawWords } from './number-fields';

/**
 * "How many tweets does the data hold?", "do we keep", "have on file", "how many did we log":
 * verbs of having and keeping records say nothing of which records, so they are no word the data
 * lacks. A question whose other words name the records asks for the plain total.
 */
const HOLDING =
  /^(hold|holds|held|holding|keep|keeps|kept|keeping|store|stores|stored|storing|contain|contains|contained|include|includes|included|log|logs|logged|logging|record|records|recorded|track|tracks|tracked|capture|captures|captured|cover|covers|covered|have|has|had|got|get|gets|file|files|on|in|the|data|dataset|database|system|total)$/;
/** One of them is a verb of having or keeping (not only "on", "the", "data"). */
export const HOLDING_VERB =
  /^(hold|holds|held|holding|keep|keeps|kept|keeping|store|stores|stored|storing|contain|contains|contained|include|includes|included|log|logs|logged|logging|record|recorded|track|tracks|tracked|capture|captures|captured|cover|covers|covered|file)$/;

export function holdingVerbs(plan: QuestionPlan): void {
  if (plan.unknown.length === 0) return;
  plan.unknown = plan.unknown.filter((said) => {
    const parts = rawWords(said);
    return !(
      parts.some((word) => HOLDING_VERB.test(word)) && parts.every((word) => HOLDING.test(word))
    );
  });
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}
