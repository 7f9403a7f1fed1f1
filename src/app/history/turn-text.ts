import type { AgentEvent } from '../../agent/events';
import type { ConversationRecord, TurnRecord } from './history-db';
import { WordCollector, searchWords } from './search-text';
import type { Pause } from './yield-to-page';

export type TurnText = Pick<TurnRecord, 'status' | 'answer' | 'thoughts' | 'words'> & {
  /** The confidence of an answer among the events, if one came. */
  readonly confidence?: NonNullable<ConversationRecord['lastConfidence']>;
};

/**
 * What search and the history list keep of a turn, carried forward over newly stored events:
 * the finished thoughts, the answer, whether the run ended, and the word index of all three.
 */
export function foldTurnText(
  question: string,
  events: readonly AgentEvent[],
  previous?: Pick<TurnRecord, 'status' | 'answer' | 'thoughts' | 'words'>,
): TurnText {
  let { status, answer, thoughts } = previous ?? { status: 'running', answer: '', thoughts: '' };
  let confidence: TurnText['confidence'];
  let textChanged = previous === undefined;
  for (const event of events) {
    if (event.type === 'thought-end' && event.text) {
      thoughts = thoughts ? `${thoughts}\n${event.text}` : event.text;
      textChanged = true;
    } else if (event.type === 'answer') {
      answer = event.text;
      confidence = { score: event.confidence.score, level: event.confidence.level };
      textChanged = true;
    } else if (event.type === 'run-end') {
      status = 'ended';
    }
  }
  const words = textChanged || !previous ? searchWords(question, answer, thoughts) : previous.words;
  return { status, answer, thoughts, words, ...(confidence ? { confidence } : {}) };
}

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

/** Events looked at between two pause checks (each check is cheap: it yields only when due). */
const EVENTS_PER_CHECK = 1024;
