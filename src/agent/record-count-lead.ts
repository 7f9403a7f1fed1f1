import type { FitFinding, FitSources } from './answer-fit';
import { stem, tokens } from './question-constraints';

/** A result key that holds how many of something ("communicationCount", "total", "n"). */
const COUNT_KEY = /^(?:count|matched|total|rowCount|n|size|volume|length)$|count$|total$/i;

/** The last key of a figure's path ("customer.tenureDays" → "tenureDays"). */
function lastKey(path: string): string {
  return /(\w+)\W*$/.exec(path)?.[1] ?? '';
}

/** A key's words ("tenureDays" → tenure, day). */
function keyWords(key: string): string[] {
  return tokens(key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ')).map(stem);
}

/**
 * "How many incidents has renter CU-712477 had?" asks how many records the named one has. A
 * look-up's answer may lead with a figure of the record itself (days as a customer, an age, a
 * balance), read from a field of its profile: a number, but not the count asked. The lead count
 * must be read from a key that counts ("communicationCount", "total", a plural list's length) or
 * from one the question names ("how many days has … been with us" reads "tenureDays").
 */
export function checkRecordCountLead(sources: FitSources): FitFinding[] {
  if (!sources.constraints.some((constraint) => constraint.kind === 'id')) return [];
  const phrase = /\bhow\s+many\s+(.*)$/is.exec(sources.question)?.[1];
  if (!phrase) return [];
  const lead = sources.figures.find(
    (figure) => figure.status !== 'unsupported' && figure.kind === 'count',
  );
  const ref = lead?.refs[0];
  if (!lead || !ref || ref.path.includes('(')) return [];
  // A row of a list is a count by group (a ranking's row), not a field of the record.
  if (/\[\d+\]/.test(ref.path)) return [];
  const key = lastKey(ref.path);
  if (!key || COUNT_KEY.test(key)) return [];
  const asked = new Set(tokens(phrase).map(stem));
  if (keyWords(key).some((word) => asked.has(word))) return [];
  // The count asked may still be stated after the lead ("… 7 communications"): the reader finds
  // it, but must pick it out from the record's other figures.
  const counted = sources.figures.some(
    (figure) =>
      figure !== lead &&
      figure.status !== 'unsupported' &&
      figure.refs.some((other) => COUNT_KEY.test(lastKey(other.path))),
  );
  return [
    {
      check: 'measure',
      label: `The question asks how many records the named one has; the answer leads with ${lead.text}, its "${key}"${counted ? ', and states a count only after it' : ''}`,
      delta: counted ? -0.15 : -0.25,
      cap: counted ? 0.6 : 0.44,
      capReason: 'the lead is a field of the record, not the count asked',
      partial: !counted,
    },
  ];
}
