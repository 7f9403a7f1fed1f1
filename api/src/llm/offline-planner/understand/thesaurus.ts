import { words } from './vocabulary';

/**
 * Everyday English words that mean the same in an analyst's question, as data: "passed on to a
 * real person" says what "hand-off to a human" says. Nothing here names any data set's values;
 * a data set's own synonyms come from its dictionary. A question word and a measure's word are
 * alike when they are the same word or sit in one group here.
 */
const GROUPS = [
  'handoff hand handed handing pass passed passing transfer transferred transferring escalate escalated escalating escalation route routed forward forwarded reach reached',
  'human person people agent staff someone employee representative rep advisor adviser operator',
  'bot chatbot automated assistant virtual',
  'breach breached late overdue missed',
  'restrict restricted restriction frozen freeze blocked block locked',
  'resolve resolved resolution close closed fix fixed settle settled',
  'complaint complain complained grievance',
  'call phone telephone',
];

const GROUP_OF = new Map<string, number>();
GROUPS.forEach((group, index) => {
  for (const word of words(group)) GROUP_OF.set(word, index);
});

/** Whether two normalised words mean the same thing in a question. */
export function sameMeaning(a: string, b: string): boolean {
  if (a === b) return true;
  const group = GROUP_OF.get(a);
  return group !== undefined && group === GROUP_OF.get(b);
}

/** Whether the word has everyday synonyms here (so is worth reading even if it is common). */
export function inThesaurus(word: string): boolean {
  return GROUP_OF.has(word);
}
