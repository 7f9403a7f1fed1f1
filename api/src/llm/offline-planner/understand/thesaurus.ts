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
  'breach breached late overdue missed miss misses missing',
  'sla deadline deadlines target targets',
  'restrict restricted restriction frozen freeze blocked block locked',
  'resolve resolved resolution close closed fix fixed settle settled sort sorted',
  'complaint complain complained grievance',
  'call phone telephone',
  'repair repaired repairing fix fixed fixing mend mended mending',
  'complete completed completion completing finish finished finishing done',
  'respond responded response reply replied answer answered',
  'refund refunded compensation compensate compensated reimbursement reimburse reimbursed payout rebate',
  'price cost value worth spend spent amount',
  'fee charge charged surcharge levy',
  'tip tips gratuity',
  'distance far mileage travel travelled traveled drive driven',
];

/** The groups each word sits in ("fix" means both repair and resolve). */
const GROUPS_OF = new Map<string, Set<number>>();
GROUPS.forEach((group, index) => {
  for (const word of words(group)) {
    GROUPS_OF.set(word, (GROUPS_OF.get(word) ?? new Set()).add(index));
  }
});

/** Whether two normalised words mean the same thing in a question. */
export function sameMeaning(a: string, b: string): boolean {
  if (a === b) return true;
  const ofA = GROUPS_OF.get(a);
  const ofB = GROUPS_OF.get(b);
  return ofA !== undefined && ofB !== undefined && [...ofA].some((group) => ofB.has(group));
}

/** Whether the word has everyday synonyms here (so is worth reading even if it is common). */
export function inThesaurus(word: string): boolean {
  return GROUPS_OF.has(word);
}
