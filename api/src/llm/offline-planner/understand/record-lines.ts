import type { DataDictionary } from '../../../../../src/agent/dataset';
import { num, record, rows, str, type Json } from '../observations';
import { inRecordNoun, label } from './answer-words';
import type { Observed } from './execute-plan';
import { words } from './vocabulary';

/** Answer lines that show records: one looked-up record's fields, search results. */
export function lookupLines(
  done: readonly Observed[],
  asks: readonly string[],
  dictionary: DataDictionary,
  recent = false,
): string[] {
  const newest = recent ? newestLine(done, dictionary) : undefined;
  const card = cardLines(done, asks, dictionary);
  return newest ? [newest, '', ...card] : card;
}

/** The fields that say what a record is about, in the order an answer names them. */
const ABOUT_ROLES = ['category', 'subcategory', 'intent', 'product', 'channel', 'status'];

/**
 * "U-1's most recent complaint": the newest record of the customer, from their card's recent
 * records or, where the card lists none, their records read newest first.
 */
function newestLine(done: readonly Observed[], dictionary: DataDictionary): string | undefined {
  const card = done.find((item) => item.ok && item.call.name === 'get_customer_info');
  const read = done.find(
    (item) => item.ok && item.call.name === 'query_data' && item.call.input['order'] !== undefined,
  );
  const newest = rows(card?.output?.['recentCommunications'])[0] ?? rows(read?.output?.['rows'])[0];
  if (!newest) return undefined;
  const values: Record<string, unknown> = { ...(record(newest['fields']) ?? {}), ...newest };
  const about = dictionary.fields
    .filter(
      (field) =>
        field.entity === 'communications' &&
        (ABOUT_ROLES.includes(field.role) ||
          (field.role === 'custom' && field.type === 'category')),
    )
    .sort((a, b) => rank(a.role) - rank(b.role))
    .flatMap((field) => {
      const value = values[field.name];
      return value === null || value === undefined || value === ''
        ? []
        : [`${label(dictionary, field.name)} **${String(value)}**`];
    });
  const subject = str(values['subject']);
  const day = String(values['at'] ?? '').slice(0, 10);
  return `Their most recent ${inRecordNoun('communication', dictionary)}${day ? ` (${day}, ${String(values['id'])})` : ''}: ${about.join(', ') || 'no topic recorded'}${subject ? ` — "${subject.slice(0, 140)}"` : ''}.`;
}

const rank = (role: string) => {
  const at = ABOUT_ROLES.indexOf(role);
  return at < 0 ? ABOUT_ROLES.length : at;
};

function cardLines(
  done: readonly Observed[],
  asks: readonly string[],
  dictionary: DataDictionary,
): string[] {
  const found = done.find(
    (item) =>
      item.ok && (item.call.name !== 'query_data' || rows(item.output?.['rows']).length > 0),
  );
  if (!found) return [];
  const output = found.output ?? {};
  const summary = str(output['summary']);
  const entity =
    record(output['communication']) ?? record(output['customer']) ?? rows(output['rows'])[0];
  const lines: string[] = [];
  if (entity) {
    const id = str(entity['id']);
    const attributes = attributeAsks(asks, id, dictionary);
    // Where the question asks about a field ("when was it opened" → openedAt): the position of
    // its first word among the question's, so the fields asked lead in the order asked.
    const asked = (key: string) => {
      const at = attributes.findIndex((ask) =>
        words(`${key} ${label(dictionary, key)}`).some(
          (word) => ask.slice(0, 4) === word.slice(0, 4),
        ),
      );
      return at < 0 ? Infinity : at;
    };
    // The data's own fields of the record (an import's custom columns) sit beside the built-in ones.
    const own = record(entity['fields']) ?? {};
    const entries = [...Object.entries(entity), ...Object.entries(own)].sort(
      ([a], [b]) => asked(a) - asked(b),
    );
    // "Which exchange area and package is it on?": every field asked, each with its value.
    const leads = entries
      .filter(
        ([key, value]) =>
          key !== 'id' &&
          asked(key) !== Infinity &&
          value !== null &&
          value !== undefined &&
          typeof value !== 'object',
      )
      .slice(0, 3)
      .map(([key, value]) => `its ${label(dictionary, key)} is **${String(value)}**`);
    lines.push(
      leads.length > 0
        ? `**${id ?? 'The record'}**: ${leads.join(' and ')}.`
        : `**${id ?? 'The record'}**:`,
    );
    for (const [key, value] of entries) {
      if (key === 'id' || value === null || value === undefined) continue;
      if (typeof value === 'object' && !Array.isArray(value)) continue;
      const text = Array.isArray(value) ? value.map(String).join(', ') : String(value);
      lines.push(
        `- ${words(key).join(' ')}: ${text.length > 300 ? `${text.slice(0, 300)}…` : text}`,
      );
    }
  }
  if (summary) lines.push('', inRecordNoun(summary, dictionary));
  return lines;
}

/**
 * The question's words that may ask an attribute of the record: not the id's own parts, nor a
 * word of the data's name said right before the id as the records' noun ("fault" of "fault
 * FLT/25/0298-Z" in "Broadband fault reports", which would otherwise read as the fault type).
 */
function attributeAsks(
  asks: readonly string[],
  id: string | undefined,
  dictionary: DataDictionary,
): string[] {
  const idWords = new Set(words(id ?? ''));
  const start = asks.findIndex((ask) => idWords.has(ask));
  const selfWords = new Set(words(dictionary.name));
  return asks.filter((ask, at) => !idWords.has(ask) && !(at === start - 1 && selfWords.has(ask)));
}

export function searchLines(
  output: Json | undefined,
  topic: string | undefined,
  where = '',
  noun = 'communications',
): string[] {
  if (!output) return [];
  const total = num(output['total']);
  const results = rows(output['results']);
  const lines: string[] = [];
  if (topic) lines.push(`**${total ?? results.length}** ${noun}${where} mention "${topic}".`);
  for (const result of results.slice(0, 5)) {
    const text = str(result['subject']) ?? str(result['snippet']) ?? '';
    lines.push(
      `- ${String(result['id'])} (${String(result['at'] ?? '').slice(0, 10)}): ${text.slice(0, 160)}`,
    );
  }
  return lines;
}
