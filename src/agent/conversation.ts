import type { MessageParam, TextBlockParam } from '@anthropic-ai/sdk/resources/messages';
import type { TurnContext } from './events';

export interface HistoryTurn {
  question: string;
  answer: string;
  context?: TurnContext;
}

/** Characters of earlier turns sent along, most recent first; enough for "and in June?". */
export const HISTORY_CHAR_BUDGET = 12_000;
/** An earlier answer is cut to this many characters: the gist carries the reference. */
export const HISTORY_ANSWER_CHARS = 2_000;

/**
 * The user turn (docs/contracts.md): with chart context, a `<chart_context>` text block first,
 * then the question; always text blocks, so the question is "the last user message with text".
 */
export function userTurn(question: string, context?: TurnContext): MessageParam {
  const content: TextBlockParam[] = [];
  if (context) {
    content.push({
      type: 'text',
      text: `<chart_context>\n${JSON.stringify(context)}\n</chart_context>`,
    });
  }
  content.push({ type: 'text', text: question });
  return { role: 'user', content };
}

/** Earlier turns as compact user/assistant pairs, the most recent kept within the budget. */
export function historyMessages(
  history: readonly HistoryTurn[],
  budget = HISTORY_CHAR_BUDGET,
): MessageParam[] {
  const kept: MessageParam[] = [];
  let used = 0;
  for (let index = history.length - 1; index >= 0; index--) {
    const turn = history[index]!;
    const answer = turn.answer.trim();
    // A stopped or failed turn has no answer; a user turn without its reply would confuse the model.
    if (!turn.question.trim() || !answer) continue;
    const compactAnswer =
      answer.length > HISTORY_ANSWER_CHARS ? `${answer.slice(0, HISTORY_ANSWER_CHARS)}…` : answer;
    const size =
      turn.question.length +
      compactAnswer.length +
      (turn.context ? JSON.stringify(turn.context).length : 0);
    if (used + size > budget) break;
    used += size;
    kept.unshift(userTurn(turn.question, turn.context), {
      role: 'assistant',
      content: [{ type: 'text', text: compactAnswer }],
    });
  }
  return kept;
}
