import type { FitFinding, FitSources } from './answer-fit';
import { COMMON_WORDS } from './common-words';
import type { DatasetField } from './dataset';
import { stem, tokens } from './question-constraints';
import { isPlainObject } from './validate-input';
import cues from './words/reading-cues.json';

const CHANNEL_BEFORE: ReadonlySet<string> = new Set(cues.channelBefore);
const ABOUT: ReadonlySet<string> = new Set(cues.about);
const SKIPPED: ReadonlySet<string> = new Set(cues.skipped);
/** How many words before the asked word an "about" may stand and still be about it. */
const ABOUT_REACH = 3;

/**
 * "How many moans about not getting thru on the phone": "phone" is a value of how records came in
 * (channel "Phone") and a word of a value of what they are about (subject "Phone access"). A run
 * whose calls kept to one of them read the question one way. When the question's own words pick
 * the other reading ("by phone", "via the phone" for the channel; "about …" before the word for
 * the other), the answer counts other records than asked and is not High. A question that says
 * neither ("phone complainants") leaves the calls' reading standing.
 */
export function checkTwoReadings(sources: FitSources): FitFinding[] {
  const dataset = sources.dataset;
  if (!dataset) return [];
  const written = tokens(sources.question);
  const words = written.map(stem);
  const said = new Set(words);
  for (const call of sources.calls) {
    const filters = isPlainObject(call.input) ? call.input['filters'] : undefined;
    if (!Array.isArray(filters)) continue;
    for (const filter of filters) {
      if (!isPlainObject(filter) || (filter['op'] !== 'eq' && filter['op'] !== 'in')) continue;
      const field = dataset.fields.find((candidate) => candidate.name === filter['field']);
      if (!field) continue;
      const values = Array.isArray(filter['value']) ? filter['value'] : [filter['value']];
      for (const value of values) {
        if (typeof value !== 'string') continue;
        const asked = wordsOf(value).filter((word) => said.has(word));
        if (!asked.length) continue;
        const other = otherReading(dataset.fields, field, value, asked);
        if (!other) continue;
        // The call also keeps to the other field: its words ("about Billing") were read there.
        if (filters.some((kept) => isPlainObject(kept) && kept['field'] === other.field.name)) {
          continue;
        }
        const channelChosen = field.role === 'channel';
        const picked = pickedReading(written, words, asked[0]!);
        // Unless the question's words pick the other reading, the calls' one stands.
        if (!picked || picked === (channelChosen ? 'channel' : 'about')) continue;
        return [
          {
            check: 'filter',
            label: `"${asked.join(' ')}" is a word of ${field.label ?? field.name} "${value}", which the calls kept to, and of ${other.field.label ?? other.field.name} "${other.value}"; the question's words point at the other`,
            delta: -0.15,
            cap: 0.6,
            capReason: 'the question may mean the other value',
          },
        ];
      }
    }
  }
  return [];
}

function wordsOf(value: string): string[] {
  return tokens(value)
    .map(stem)
    .filter((word) => !COMMON_WORDS.has(word));
}

/**
 * A value of another field of the same records that holds every asked word, one of the two
 * fields saying how records came in (role channel) and the other not.
 */
function otherReading(
  fields: readonly DatasetField[],
  chosen: DatasetField,
  value: string,
  asked: readonly string[],
): { field: DatasetField; value: string } | undefined {
  for (const field of fields) {
    if (field === chosen || field.entity !== chosen.entity || field.type !== 'category') continue;
    if ((field.role === 'channel') === (chosen.role === 'channel')) continue;
    for (const entry of field.values ?? []) {
      if (entry.value === value || !entry.count) continue;
      const held = new Set(wordsOf(String(entry.value)));
      if (asked.every((word) => held.has(word))) return { field, value: String(entry.value) };
    }
  }
  return undefined;
}

/**
 * 'channel' after "by/via/through (the)", 'about' after "about/regarding" at most ABOUT_REACH
 * words before it ("about the app", not "about Billing came in on the app").
 */
function pickedReading(
  written: readonly string[],
  words: readonly string[],
  word: string,
): 'channel' | 'about' | undefined {
  const at = words.indexOf(word);
  if (at < 0) return undefined;
  let before = at - 1;
  while (before >= 0 && SKIPPED.has(written[before]!)) before--;
  if (before >= 0 && CHANNEL_BEFORE.has(written[before]!)) return 'channel';
  if (written.slice(Math.max(0, at - ABOUT_REACH), at).some((token) => ABOUT.has(token))) {
    return 'about';
  }
  return undefined;
}
