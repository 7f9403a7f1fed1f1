import events from './event-words.json';
import { MONTH } from './period-calendar';
import type { QuestionPlan } from './question-plan';
import { words } from './vocabulary';

/**
 * "How many phone contacts did we get on the day of the telephone outage, 19 August 2026?",
 * "calls on 3 March, the day of the storm": an event named beside the day it happened only says
 * which day is meant; the day itself is read as the period, so the event's words are no value or
 * attribute the data lacks (event-words.json). A value said only inside the event's name
 * ("the app outage") is no filter either, when another filter says what is counted. Records
 * said to be about the event ("complaints about the outage on 3 May"), or an event beside no day,
 * keep its words unknown.
 */

function pattern(phrases: readonly string[]): string {
  return [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.trim().split(/\s+/).join('\\s+'))
    .join('|');
}

/** A day said in full: "19 August 2026", "August 19th", "2026-08-19", "19/08/2026". */
const DATE = `(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}[a-z]*\\.?(?:,?\\s+\\d{4})?|${MONTH}[a-z]*\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}\\/\\d{1,2}\\/\\d{2,4})`;
/** The event's name: "the telephone outage", "our big system crash" (up to four words). */
const NAME = `(?:the|our|their|that|this|a)\\s+(?<name>(?:[\\p{L}][\\p{L}'-]*\\s+){0,3}[\\p{L}][\\p{L}'-]*)`;
/** An event's name ending in a word for something that happened: "the power cut", "our big storm". */
const EVENT_NAME = `(?:the|our|their|that|this|a)\\s+(?<name>(?:[\\p{L}][\\p{L}'-]*\\s+){0,3}(?:${pattern(events.events)})s?)`;
const APART = `\\s*(?:,|\\(|-|–|—|:)?\\s*`;

const FRAMES = [
  // "on the day of the telephone outage, 19 August 2026", "during the storm (3 March)"
  new RegExp(`\\b(?:${pattern(events.dayOf)})\\s+${NAME}${APART}(?:on\\s+)?${DATE}\\b`, 'iu'),
  // "on 19 August 2026, the day of the telephone outage", "3 March, when the storm hit"
  new RegExp(`\\b${DATE}${APART}(?:${pattern(events.whenSaid)})\\s+${NAME}`, 'iu'),
  // "the telephone outage on 19 August", "the outage of 3 March", "the outage, 19 August 2026";
  // with no word saying a day, the name must end in an event ("the rooftop bar on 3 March" is none)
  new RegExp(`\\b${EVENT_NAME}${APART}(?:on\\s+|of\\s+)?${DATE}\\b`, 'iu'),
];

const TOPICAL = new RegExp(`\\b(?:${pattern(events.topical)})\\s*$`, 'i');

export function eventBesideDate(question: string, plan: QuestionPlan): void {
  if (plan.unknown.length === 0 || !plan.period || plan.period.from !== plan.period.to) return;
  if (plan.groupBy || plan.compare) return;
  for (const frame of FRAMES) {
    const found = frame.exec(question);
    const name = found?.groups?.['name'];
    if (!found || !name) continue;
    const before = question.slice(0, found.index);
    // "complaints about the outage on 3 May": what the records are about, which the data must hold.
    const at = found[0].toLowerCase().indexOf(name.toLowerCase());
    if (
      TOPICAL.test(
        `${before}${found[0].slice(0, at)}`.replace(/\s*(?:the|our|their|that|this|a)\s+$/i, ''),
      )
    ) {
      return;
    }
    const named = new Set(words(name));
    if (!plan.unknown.every((word) => words(word).every((part) => named.has(part)))) continue;
    plan.unknown = [];
    delete plan.unknownIsAsked;
    // A value said only inside the event's name is no filter, when another says what is counted.
    const rest = ` ${words(question.slice(0, found.index) + question.slice(found.index + found[0].length)).join(' ')} `;
    const onlyInName = (said: string) => {
      const parts = words(said);
      return parts.every((part) => named.has(part)) && !rest.includes(` ${parts.join(' ')} `);
    };
    const kept = plan.filters.flatMap((filter) => {
      if (!onlyInName(filter.said)) {
        // "Harrogate queries on the day of the York Central flood": the value named in the event's
        // name is left out of a filter said with several values.
        const values = filter.values.filter((value) => !onlyInName(String(value)));
        return values.length === filter.values.length || values.length === 0
          ? [filter]
          : [{ ...filter, values }];
      }
      return [];
    });
    if (kept.length > 0) plan.filters = kept;
    return;
  }
}
