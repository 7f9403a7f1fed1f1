import type { FitFinding, FitSources } from './answer-fit';
import { isPlainObject } from './validate-input';

/**
 * "What was customer U-487568's most recent complaint about?", "the latest ticket from Acme": one
 * record asked, the newest (or the first). Not a period ("the most recent day", "last month").
 */
const LATEST_RECORD =
  /\b(?:most\s+recent|latest|newest|last|earliest|first|oldest)\s+(?!(?:day|week|month|year|quarter|hour|period|time|few|\d+|one|two|three|four|five|ten)\b)[\p{L}-]+/iu;
const EARLIEST = /\b(?:earliest|first|oldest)\b/i;
/** Keys that hold a record's timestamp in a tool result. */
const TIME_KEY =
  /^(?:at|date|time|timestamp|created_?at|createdAt|sent_?at|opened_?at|ordered_?at)$/i;
const DAY = /^\d{4}-\d{2}-\d{2}/;

interface HeldRecord {
  readonly id: string;
  readonly at: string;
}

/**
 * The newest (or first) record asked and the run held records with timestamps: the answer must
 * name that record, by its id or its day. A profile of the customer, or another record, answers
 * something else ("U-487568: 10 communications, average sentiment -0.158" for "the most recent
 * complaint").
 */
export function checkLatestRecord(sources: FitSources): FitFinding[] {
  const asked = LATEST_RECORD.exec(sources.question);
  if (!asked || namesField(asked[0], sources)) return [];
  const records = sources.calls.flatMap((call) => timedRecords(call.output, 0));
  if (records.length < 2) return [];
  const earliest = EARLIEST.test(asked[0]);
  const wanted = records.reduce((best, next) =>
    earliest ? (next.at < best.at ? next : best) : next.at > best.at ? next : best,
  );
  const day = wanted.at.slice(0, 10);
  if (sources.answer.includes(wanted.id) || sources.answer.includes(day)) return [];
  return [
    {
      check: 'measure',
      label: `The question asks for the ${earliest ? 'first' : 'most recent'} record; the answer names neither ${wanted.id} nor its day (${day}), the ${earliest ? 'first' : 'newest'} the tools returned`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the record asked for is not the one the answer gives',
    },
  ];
}

/** "First order" where the data has a "first order" field: a condition, not a record asked. */
function namesField(phrase: string, sources: FitSources): boolean {
  const said = phrase.toLowerCase().replace(/\s+/g, ' ');
  return (sources.dataset?.fields ?? []).some((field) =>
    [field.label ?? '', field.name.replace(/_/g, ' ')].some((name) => {
      const words = name.toLowerCase();
      return words.length > 0 && (said.startsWith(words) || words.startsWith(said));
    }),
  );
}

/** Records in a result that carry an id and a timestamp, at any depth (lists of records). */
function timedRecords(value: unknown, depth: number): HeldRecord[] {
  if (depth > 5) return [];
  if (Array.isArray(value)) return value.flatMap((item) => timedRecords(item, depth + 1));
  if (!isPlainObject(value)) return [];
  const id = value['id'];
  const timeKey = Object.keys(value).find(
    (key) => TIME_KEY.test(key) && typeof value[key] === 'string' && DAY.test(value[key]),
  );
  const own: HeldRecord[] =
    typeof id === 'string' && timeKey ? [{ id, at: value[timeKey] as string }] : [];
  return [
    ...own,
    ...Object.values(value).flatMap((child) =>
      typeof child === 'object' ? timedRecords(child, depth + 1) : [],
    ),
  ];
}
