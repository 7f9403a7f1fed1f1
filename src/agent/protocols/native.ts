import type { Tool, ToolResultBlockParam } from '@anthropic-ai/sdk/resources/messages';
import { parseLooseJson, readAnswerStatus, readSourceIds } from '../parse-action';
import { bestEffortInstruction, nativeSystemPrompt, repairInstruction } from '../prompts';
import { assistantContent, type TurnBlock } from '../stream-turn';
import { isPlainObject } from '../validate-input';
import { type AgentProtocol, CACHE_POINT, type DraftAnswer, type PlannedCall } from './protocol';

/** Characters at the end of a streaming answer that a JSON repair may still misread. */
const UNSETTLED_ANSWER_TAIL = 12;

export const FINAL_ANSWER_TOOL = 'final_answer';

const SUMMARIZED_THINKING_MODELS = /^claude-(sonnet|opus)-5/;

/** The `final_answer` tool of docs/contracts.md, as the engine offers it (reuse it, do not copy it). */
export const finalAnswerTool: Tool = {
  name: FINAL_ANSWER_TOOL,
  description:
    'Give the final answer to the analyst. Call it once, when the tool results answer the question (or show that they cannot).',
  input_schema: {
    type: 'object',
    properties: {
      answer: { type: 'string', description: 'markdown' },
      status: {
        type: 'string',
        enum: ['answered', 'partly answered', 'not answerable'],
        description: 'Whether the data answered the question: say "not answerable" when it cannot.',
      },
      confidence: { type: 'number', minimum: 0, maximum: 1 },
      confidence_reason: { type: 'string' },
      sources: { type: 'array', items: { type: 'string' } },
      follow_up_questions: { type: 'array', items: { type: 'string' } },
    },
    required: ['answer', 'confidence', 'confidence_reason', 'sources', 'follow_up_questions'],
  },
};

/** Native tool use: tools in the request, `tool_use` blocks back, `final_answer` to finish. */
export const nativeProtocol: AgentProtocol = {
  name: 'native',

  buildParams({ model, maxTokens, data, tools, messages, bestEffort }) {
    const offered: Tool[] = bestEffort
      ? [finalAnswerTool]
      : [
          ...tools.map((tool) => ({
            name: tool.name,
            description: tool.description,
            input_schema: tool.input_schema as Tool['input_schema'],
          })),
          finalAnswerTool,
        ];
    // Cache breakpoint on the last tool: the tools and system prefix is paid for once per run.
    offered[offered.length - 1] = { ...offered[offered.length - 1]!, cache_control: CACHE_POINT };
    const system =
      nativeSystemPrompt(data) + (bestEffort ? bestEffortInstruction(bestEffort, 'native') : '');
    return {
      model,
      max_tokens: maxTokens,
      stream: true,
      system: [{ type: 'text', text: system, cache_control: CACHE_POINT }],
      tools: offered,
      tool_choice: { type: 'auto' },
      messages,
      // Newer Sonnet/Opus models reason between tool calls in thinking blocks, which stay empty
      // unless asked for a summary; without them the timeline would go quiet. Only for those
      // models: the offline planner ignores it, but other servers and models may reject it.
      ...(SUMMARIZED_THINKING_MODELS.test(model)
        ? { thinking: { type: 'adaptive', display: 'summarized' } as const }
        : {}),
    };
  },

  startTurn(step, emit) {
    const parsedInputs = new Map<string, unknown>();
    const malformed = new Map<string, string>();
    let answerSoFar = '';
    const streamAnswerUpTo = (text: string) => {
      if (text.length > answerSoFar.length && text.startsWith(answerSoFar)) {
        emit({ type: 'answer-delta', text: text.slice(answerSoFar.length) });
        answerSoFar = text;
      }
    };
    // final_answer is the answer, not an action: its input streams as answer-deltas instead.
    const emitAction = (block: Extract<TurnBlock, { type: 'tool_use' }>, input: unknown) => {
      if (block.name === FINAL_ANSWER_TOOL) return;
      emit({ type: 'action', step, callId: block.id, tool: block.name, input });
    };

    return {
      observer: {
        textDelta: (_index, _block, delta) => emit({ type: 'thought-delta', step, text: delta }),
        thinkingDelta: (_index, _block, delta) =>
          emit({ type: 'thought-delta', step, text: delta }),
        blockStart(_index, block) {
          if (block.type === 'tool_use' && block.name !== FINAL_ANSWER_TOOL) {
            emit({
              type: 'action-delta',
              step,
              callId: block.id,
              tool: block.name,
              partialInput: '',
            });
          }
        },
        inputDelta(_index, block) {
          if (block.name !== FINAL_ANSWER_TOOL) {
            emit({
              type: 'action-delta',
              step,
              callId: block.id,
              tool: block.name,
              partialInput: block.inputJson,
            });
            return;
          }
          // The partial JSON is repaired to read it, and a repair may misread the unfinished
          // tail (an escape cut in two, or ", word:" taken for a new key), so only text well
          // behind the end counts as settled; the rest follows when the block is complete.
          const partial = parseLooseJson(block.inputJson);
          const text = partial.ok && isPlainObject(partial.value) ? partial.value['answer'] : null;
          if (typeof text === 'string') {
            streamAnswerUpTo(text.slice(0, Math.max(0, text.length - UNSETTLED_ANSWER_TAIL)));
          }
        },
        blockStop(_index, block) {
          if (block.type === 'text' && block.text) {
            emit({ type: 'thought-end', step, text: block.text });
          } else if (block.type === 'thinking' && block.thinking) {
            emit({ type: 'thought-end', step, text: block.thinking });
          } else if (block.type === 'tool_use') {
            const input = parseToolInput(block);
            if (input.ok) parsedInputs.set(block.id, input.value);
            else malformed.set(block.id, input.problem);
            const answer = input.ok && isPlainObject(input.value) ? input.value['answer'] : null;
            if (block.name === FINAL_ANSWER_TOOL && typeof answer === 'string') {
              streamAnswerUpTo(answer);
            }
            emitAction(block, input.ok ? input.value : block.inputJson);
          }
        },
      },

      read(turn) {
        const toolUses = turn.blocks.filter(
          (block): block is Extract<TurnBlock, { type: 'tool_use' }> => block?.type === 'tool_use',
        );
        // A tool_use cut off by max_tokens never got its block stop.
        for (const block of toolUses) {
          if (!parsedInputs.has(block.id) && !malformed.has(block.id)) {
            malformed.set(block.id, 'the tool input was cut off');
            emitAction(block, block.inputJson);
          }
        }
        const content = assistantContent(turn, parsedInputs);
        const assistantMessage = {
          role: 'assistant' as const,
          content: content.length ? content : [{ type: 'text' as const, text: '(no output)' }],
        };
        const calls: PlannedCall[] = toolUses.map((block) => {
          const problem = malformed.get(block.id);
          return {
            callId: block.id,
            tool: block.name,
            input: parsedInputs.get(block.id) ?? block.inputJson,
            ...(problem
              ? {
                  problem: {
                    code: 'malformed_input',
                    message: `The input of ${block.name} is not valid JSON: ${problem}`,
                  },
                }
              : {}),
          };
        });

        const finalCall = calls.find((call) => call.tool === FINAL_ANSWER_TOOL && !call.problem);
        if (finalCall) {
          const answer = readFinalAnswerInput(finalCall.input);
          if (answer) return { assistantMessage, calls: [], answer };
          finalCall.problem = {
            code: 'invalid_input',
            message: 'final_answer needs an "answer" string (markdown)',
          };
        }
        if (calls.length) return { assistantMessage, calls };

        const text = turn.blocks
          .filter((block): block is Extract<TurnBlock, { type: 'text' }> => block?.type === 'text')
          .map((block) => block.text)
          .join('\n')
          .trim();
        // A plain answer without final_answer is still an answer; it just brings no self-rating.
        if (text) {
          return {
            assistantMessage,
            calls: [],
            answer: { text, sources: [...new Set(readSourceIds(text))], followUps: [] },
          };
        }
        return {
          assistantMessage,
          calls: [],
          problem: 'The response had neither a tool call nor an answer',
        };
      },
    };
  },

  replyMessage(replies, problem) {
    const results: ToolResultBlockParam[] = replies.map((reply) => ({
      type: 'tool_result',
      tool_use_id: reply.call.callId,
      content: reply.content,
      ...(reply.isError ? { is_error: true } : {}),
    }));
    if (results.length) return { role: 'user', content: results };
    return {
      role: 'user',
      content: repairInstruction(problem ?? 'The response was empty', 'native'),
    };
  },
};

function parseToolInput(
  block: Extract<TurnBlock, { type: 'tool_use' }>,
): { ok: true; value: unknown } | { ok: false; problem: string } {
  if (!block.inputJson.trim()) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(block.inputJson) as unknown };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}

function readFinalAnswerInput(input: unknown): DraftAnswer | null {
  if (!isPlainObject(input) || typeof input['answer'] !== 'string' || !input['answer'].trim()) {
    return null;
  }
  const rating = typeof input['confidence'] === 'number' ? input['confidence'] : undefined;
  const reason = input['confidence_reason'];
  const status = readAnswerStatus(input['status']);
  return {
    text: input['answer'].trim(),
    ...(status ? { status } : {}),
    ...(rating !== undefined ? { rating } : {}),
    ...(typeof reason === 'string' && reason ? { ratingReason: reason } : {}),
    sources: readStringList(input['sources'], (item) =>
      isPlainObject(item) && typeof item['id'] === 'string' ? item['id'] : undefined,
    ),
    followUps: readStringList(input['follow_up_questions']),
  };
}

function readStringList(
  value: unknown,
  fromObject?: (item: unknown) => string | undefined,
): string[] {
  if (!Array.isArray(value)) return [];
  const items = value
    .map((item) => (typeof item === 'string' ? item.trim() : fromObject?.(item)))
    .filter((item): item is string => !!item);
  return [...new Set(items)];
}
