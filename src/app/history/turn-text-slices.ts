import type { AgentEvent } from '../../agent/events';
import { MAX_WORDS, MIN_WORD, WORD } from './search-text';
import type { TurnText } from './turn-text';
import type { Pause } from './yield-to-page';

/**
 * Distinct words collected text by text, in order, up to `MAX_WORDS`: `searchWords` in pieces, so a
 * long turn's thoughts can be indexed one at a time with pauses between. Each word is read and
 * dropped as it is found (no array of every word of a long text is built).
 */
export class WordCollector {
  private readonly words = new Set<string>();

  /** Adds the words of `text`; false once the limit is reached (later texts add nothing). */
  add(text: string): boolean {
    const pattern = new RegExp(WORD);
    const lower = text.toLowerCase();
    for (let found = pattern.exec(lower); found; found = pattern.exec(lower)) {
      let word = found[0];
      if (TRAILING.test(word)) word = word.replace(TRAILING_RUN, '');
      if (word.length < MIN_WORD) continue;
      if (this.words.size >= MAX_WORDS) return false;
      this.words.add(word);
    }
    return this.words.size < MAX_WORDS;
  }

  list(): string[] {
    return [...this.words];
  }
}

const TRAILING = /[._-]$/;
const TRAILING_RUN = /[._-]+$/;

/** Events looked at between two pause checks (each check is cheap: it yields only when due). */
const EVENTS_PER_CHECK = 1024;

/**
 * `foldTurnText(question, events)` for a long turn (an imported or restored trace): the same
 * result, with `pause()` between slices of events and between the thoughts it indexes, so the
 * word index of a 2,000-step turn (hundreds of kB of thoughts) is never built in one task.
 */
export async function foldTurnTextInSlices(
  question: string,
  events: readonly AgentEvent[],
  pause: Pause,
): Promise<TurnText> {
  let status: TurnText['status'] = 'running';
  let answer = '';
  let confidence: TurnText['confidence'];
  const thoughts: string[] = [];
  for (let index = 0; index < events.length; index++) {
    const event = events[index]!;
    if (event.type === 'thought-end' && event.text) thoughts.push(event.text);
    else if (event.type === 'answer') {
      answer = event.text;
      confidence = { score: event.confidence.score, level: event.confidence.level };
    } else if (event.type === 'run-end') status = 'ended';
    if (index % EVENTS_PER_CHECK === EVENTS_PER_CHECK - 1) await pause();
  }
  // Thoughts are joined by a newline, which no word spans: indexed one by one, the same words.
  const words = new WordCollector();
  if (words.add(question) && words.add(answer)) {
    for (const thought of thoughts) {
      if (!words.add(thought)) break;
      await pause();
    }
  }
  return {
    status,
    answer,
    thoughts: thoughts.join('\n'),
    words: words.list(),
    ...(confidence ? { confidence } : {}),
  };
}
