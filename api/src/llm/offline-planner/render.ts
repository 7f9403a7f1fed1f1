import type { Conversation } from './conversation';
import { FINAL_ANSWER } from './conversation';
import type { PlannedBlock } from './message';
import type { PlannedCall } from './tool-fit';

export interface FinalAnswer {
  answer: string;
  confidence: number;
  confidenceReason: string;
  sources: string[];
  followUps: string[];
  thought: string;
  /** Whether the data answered the question (docs/contracts.md); absent means answered. */
  status?: 'answered' | 'partly answered' | 'not answerable';
}

/** What would naturally follow an Action, so a client's `Observation:` stop sequence is honoured. */
const OBSERVATION_CONTINUATION = '\nObservation:';

/** Tool calls: parallel tool_use blocks (native), or one `Action:` per step (text protocol). */
export function renderToolCalls(
  conversation: Conversation,
  thought: string,
  pending: readonly PlannedCall[],
): PlannedBlock[] {
  if (conversation.protocol === 'native') {
    return [
      { type: 'text', text: thought },
      ...pending.map((planned) => ({
        type: 'tool_use' as const,
        name: planned.name,
        input: planned.input,
      })),
    ];
  }
  const next = pending[0]!;
  return [
    {
      type: 'text',
      text: `Thought: ${thought}\nAction: ${JSON.stringify({ tool: next.name, input: next.input })}`,
      continuation: OBSERVATION_CONTINUATION,
    },
  ];
}

function followUpList(followUps: readonly string[]): string {
  return followUps.map((question, index) => `${index + 1}. ${question}`).join('\n');
}

/** The answer: a final_answer call when offered, else the text format of the protocol. */
export function renderAnswer(conversation: Conversation, answer: FinalAnswer): PlannedBlock[] {
  if (conversation.protocol === 'native' && conversation.finalAnswerOffered) {
    return [
      { type: 'text', text: answer.thought },
      {
        type: 'tool_use',
        name: FINAL_ANSWER,
        input: {
          answer: answer.answer,
          ...(answer.status ? { status: answer.status } : {}),
          confidence: answer.confidence,
          confidence_reason: answer.confidenceReason,
          sources: answer.sources,
          follow_up_questions: answer.followUps,
        },
      },
    ];
  }
  const trailer =
    (answer.status ? `Status: ${answer.status}\n` : '') +
    `Confidence: ${answer.confidence.toFixed(2)} — ${answer.confidenceReason}\n` +
    `Sources: ${answer.sources.join(', ') || 'none'}\n` +
    `Follow-up questions:\n${followUpList(answer.followUps)}`;
  if (conversation.protocol === 'native') {
    return [{ type: 'text', text: `${answer.answer}\n\n${trailer}` }];
  }
  return [
    {
      type: 'text',
      text: `Thought: ${answer.thought}\nFinal Answer: ${answer.answer}\n${trailer}`,
    },
  ];
}
