import {
  parseActionText,
  parseFinalAnswerText,
  settledAnswer,
  settledThought,
  splitReactText,
} from '../parse-action';
import { bestEffortInstruction, repairInstruction, textSystemPrompt } from '../prompts';
import type { TurnBlock } from '../stream-turn';
import { type AgentProtocol, CACHE_POINT, type PlannedCall } from './protocol';

export const OBSERVATION_STOP = 'Observation:';

/**
 * The text ReAct protocol (docs/contracts.md) for models or servers without native tool use:
 * tools described in the system prompt, `Thought:` / `Action:` / `Final Answer:` in the text.
 */
export const textProtocol: AgentProtocol = {
  name: 'text',

  buildParams({ model, maxTokens, data, tools, messages, bestEffort }) {
    const system =
      textSystemPrompt(data, tools) + (bestEffort ? bestEffortInstruction(bestEffort, 'text') : '');
    return {
      model,
      max_tokens: maxTokens,
      stream: true,
      system: [{ type: 'text', text: system, cache_control: CACHE_POINT }],
      stop_sequences: [OBSERVATION_STOP],
      messages,
    };
  },

  startTurn(step, emit) {
    const callId = `step-${step}-action`;
    let thoughtSoFar = '';
    let answerSoFar = '';
    let actionStarted = false;
    let planned: PlannedCall | undefined;

    const emitThought = (thought: string) => {
      if (thought.length > thoughtSoFar.length && thought.startsWith(thoughtSoFar)) {
        emit({ type: 'thought-delta', step, text: thought.slice(thoughtSoFar.length) });
        thoughtSoFar = thought;
      }
    };

    return {
      observer: {
        thinkingDelta: (_index, _block, delta) =>
          emit({ type: 'thought-delta', step, text: delta }),
        textDelta(_index, block) {
          const parts = splitReactText(block.text);
          emitThought(settledThought(block.text));
          if (parts.marker === 'final') {
            const answer = settledAnswer(parts.rest);
            if (answer.length > answerSoFar.length && answer.startsWith(answerSoFar)) {
              emit({ type: 'answer-delta', text: answer.slice(answerSoFar.length) });
              answerSoFar = answer;
            }
          } else if (parts.marker === 'action') {
            const tool = toolNameSoFar(parts.rest);
            if (tool) {
              actionStarted = true;
              emit({ type: 'action-delta', step, callId, tool, partialInput: parts.rest.trim() });
            }
          }
        },
        blockStop(_index, block) {
          if (block.type === 'thinking') {
            if (block.thinking) emit({ type: 'thought-end', step, text: block.thinking });
            return;
          }
          if (block.type !== 'text') return;
          const parts = splitReactText(block.text);
          const thought = parts.thought.trim();
          emitThought(thought);
          if (thought) emit({ type: 'thought-end', step, text: thought });
          if (parts.marker !== 'action') return;
          const parsed = parseActionText(parts.rest);
          planned = parsed.ok
            ? { callId, tool: parsed.tool, input: parsed.input }
            : {
                callId,
                tool: toolNameSoFar(parts.rest) ?? 'unknown',
                input: parts.rest.trim(),
                problem: {
                  code: 'unparseable_action',
                  message: `The Action could not be read: ${parsed.problem}`,
                },
              };
          if (!actionStarted) {
            emit({
              type: 'action-delta',
              step,
              callId,
              tool: planned.tool,
              partialInput: parts.rest.trim(),
            });
          }
          emit({ type: 'action', step, callId, tool: planned.tool, input: planned.input });
        },
      },

      read(turn) {
        const text = turn.blocks
          .filter((block): block is Extract<TurnBlock, { type: 'text' }> => block?.type === 'text')
          .map((block) => block.text)
          .join('\n');
        const assistantMessage = {
          role: 'assistant' as const,
          content: text.trimEnd() || '(no output)',
        };
        const parts = splitReactText(text);
        if (parts.marker === 'final') {
          const final = parseFinalAnswerText(parts.rest);
          if (final.answer) {
            return {
              assistantMessage,
              calls: [],
              answer: {
                text: final.answer,
                ...(final.rating !== undefined ? { rating: final.rating } : {}),
                ...(final.ratingReason ? { ratingReason: final.ratingReason } : {}),
                ...(final.status ? { status: final.status } : {}),
                sources: final.sources,
                followUps: final.followUps,
              },
            };
          }
          return { assistantMessage, calls: [], problem: 'The Final Answer is empty' };
        }
        if (parts.marker === 'action') {
          // A turn cut off before its block stop still gets its action read here.
          const call =
            planned ??
            (() => {
              const parsed = parseActionText(parts.rest);
              return parsed.ok
                ? { callId, tool: parsed.tool, input: parsed.input }
                : {
                    callId,
                    tool: 'unknown',
                    input: parts.rest.trim(),
                    problem: {
                      code: 'unparseable_action',
                      message: `The Action could not be read: ${parsed.problem}`,
                    },
                  };
            })();
          return { assistantMessage, calls: [call] };
        }
        // Plain prose without the format's labels is taken as the answer, as in native mode.
        if (text.trim() && !/^\s*(?:\*\*)?thought/i.test(text)) {
          return {
            assistantMessage,
            calls: [],
            answer: { text: text.trim(), sources: [], followUps: [] },
          };
        }
        return {
          assistantMessage,
          calls: [],
          problem: 'The step has neither an Action nor a Final Answer',
        };
      },
    };
  },

  replyMessage(replies, problem) {
    const paragraphs = replies.map((reply) =>
      replies.length > 1
        ? `Observation [${reply.call.tool}]: ${reply.content}`
        : `${OBSERVATION_STOP} ${reply.content}`,
    );
    if (problem) {
      paragraphs.push(
        `${OBSERVATION_STOP} ${JSON.stringify({ error: { code: 'format', message: repairInstruction(problem, 'text') } })}`,
      );
    }
    return { role: 'user', content: paragraphs.join('\n\n') };
  },
};

/** The tool name of a streaming action, once it can be read (JSON `"tool"` or the older form). */
function toolNameSoFar(rest: string): string | undefined {
  const json = /["']?(?:tool|name|action)["']?\s*:\s*["']([\w.-]+)["']/.exec(rest);
  if (json) return json[1];
  const legacy = /^\s*`?([A-Za-z_][\w.-]*)`?[ \t]*\r?\n/.exec(rest);
  return legacy?.[1];
}
