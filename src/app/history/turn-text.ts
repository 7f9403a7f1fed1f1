import type { AgentEvent } from '../../agent/events';
import type { ConversationRecord, TurnRecord } from './history-db';
import { searchWords } from './search-text';

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
