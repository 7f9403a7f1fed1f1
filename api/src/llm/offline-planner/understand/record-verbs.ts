import type { QuestionPlan } from './question-plan';
import { verbFormOf } from './unknown-words';
import { normaliseWord } from './vocabulary';
import { wordClasses } from './word-classes';
import verbs from './record-verbs.json';

/**
 * "How many customers called about an overdraft?", "members messaged us about a freeze",
 * "patients who emailed about billing": a verb of getting in touch (record-verbs.json
 * contactVerbs: "call", "message", "email", "contact") says that the records came in, not a thing the data lacks. Left unread it declined the question; it picks no channel
 * either (a channel value the data holds is read before this, "emailed" of an Email channel). A
 * verb said in the passive ("claims were questioned", "customers were called back") is something
 * done to the records, which the data may lack, and stays unknown; so does a word written as a
 * name. A verb made of another record noun ("customers questioned their payout", "reported a
 * leak") is no getting in touch and stays unknown. Read from general English and compromise's
 * tags only.
 */
const CONTACT_VERBS: ReadonlySet<string> = new Set(verbs.contactVerbs.map(normaliseWord));

export function recordVerbs(question: string, plan: QuestionPlan): void {
  if (plan.unknown.length === 0) return;
  const classes = wordClasses(question);
  const comingIn = plan.unknown.filter((said) => {
    if (!/^[a-z]+$/.test(said)) return false;
    if (!new RegExp(`\\b${said}\\b`).test(question)) return false;
    const tags = classes.get(said)?.tags;
    if (!tags?.has('Verb') || tags.has('Passive')) return false;
    return verbFormOf(said).some((base) => CONTACT_VERBS.has(base));
  });
  if (comingIn.length === 0) return;
  plan.unknown = plan.unknown.filter((said) => !comingIn.includes(said));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}
