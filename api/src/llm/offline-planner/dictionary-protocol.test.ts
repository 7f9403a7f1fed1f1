import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dictionaryBlock } from '../../../../src/agent/dataset';
import { finalAnswerTool } from '../../../../src/agent/protocols/native';
import type { MessagesRequest } from '../model-request';
import type { PlannedBlock } from './message';
import { planTurn } from './planner';
import { FIXTURE_DICTIONARY } from './understand/fixture-dictionary';

/**
 * The dictionary-driven planner speaks both protocols: native tool_use with final_answer (and its
 * status), and the text ReAct format with a `Status:` line. Requests carry the data dictionary
 * block in the system prompt, as the engine's prompts do.
 */
const SYSTEM = `You are Sightline.\n\n${dictionaryBlock(FIXTURE_DICTIONARY)}`;
const QUERY_DATA = {
  name: 'query_data',
  description: 'A safe structured query over communications, cases or customers.',
  input_schema: {
    type: 'object' as const,
    properties: {
      entity: { type: 'string', enum: ['communications', 'cases', 'customers'] },
      filters: { type: 'array' },
      groupBy: { type: 'array' },
      metrics: { type: 'array' },
      fields: { type: 'array' },
      order: { type: 'object' },
      limit: { type: 'number' },
    },
  },
};

function native(messages: MessagesRequest['messages']): MessagesRequest {
  return {
    model: 'sightline-offline',
    max_tokens: 4096,
    system: SYSTEM,
    tools: [QUERY_DATA, finalAnswerTool] as MessagesRequest['tools'],
    messages,
  };
}

function toolUses(blocks: PlannedBlock[]): Extract<PlannedBlock, { type: 'tool_use' }>[] {
  return blocks.filter(
    (block): block is Extract<PlannedBlock, { type: 'tool_use' }> => block.type === 'tool_use',
  );
}

describe('the dictionary planner over the Messages API protocols', () => {
  it('calls query_data, then answers with final_answer and a status (native)', () => {
    const question = { role: 'user' as const, content: 'How many complaints about gift cards?' };
    const first = toolUses(planTurn(native([question])));
    assert.deepEqual(
      first.map((use) => use.name),
      ['query_data'],
    );
    const output = { summary: '17 communications.', matched: 17, rows: [{ count: 17 }] };
    const second = toolUses(
      planTurn(
        native([
          question,
          {
            role: 'assistant',
            content: [
              { type: 'tool_use', id: 'toolu_1', name: 'query_data', input: first[0]!.input },
            ],
          },
          {
            role: 'user',
            content: [
              { type: 'tool_result', tool_use_id: 'toolu_1', content: JSON.stringify(output) },
            ],
          },
        ]),
      ),
    );
    assert.equal(second[0]?.name, 'final_answer');
    const input = second[0]!.input as {
      answer: string;
      status: string;
      follow_up_questions: string[];
    };
    assert.match(input.answer, /\*\*17\*\*/);
    assert.equal(input.status, 'answered');
    assert.equal(input.follow_up_questions.length, 3);
  });

  it('declines at once, without tools, when the data lacks what is asked (native)', () => {
    const uses = toolUses(
      planTurn(native([{ role: 'user', content: 'What is the share price?' }])),
    );
    assert.deepEqual(
      uses.map((use) => use.name),
      ['final_answer'],
    );
    const input = uses[0]!.input as { answer: string; status: string; confidence: number };
    assert.equal(input.status, 'not answerable');
    assert.match(input.answer, /no "share price"/);
    assert.ok(input.confidence < 0.5);
  });

  it('writes Action lines, then a Final Answer with a Status line (text protocol)', () => {
    const system = `${SYSTEM}\n\nYou have these tools:\n\n### query_data\nA safe structured query.`;
    const request = (messages: MessagesRequest['messages']): MessagesRequest => ({
      model: 'sightline-offline',
      max_tokens: 4096,
      system,
      stop_sequences: ['Observation:'],
      messages,
    });
    const question = { role: 'user' as const, content: 'How many complaints in Q2?' };
    const first = planTurn(request([question]))[0] as { type: 'text'; text: string };
    const action = /^Action: (\{.*\})$/m.exec(first.text);
    assert.ok(action, first.text);
    const parsed = JSON.parse(action[1]!) as { tool: string; input: { filters: unknown[] } };
    assert.equal(parsed.tool, 'query_data');
    assert.ok(JSON.stringify(parsed.input.filters).includes('2025-04-01'));
    const final = planTurn(
      request([
        question,
        { role: 'assistant', content: first.text },
        {
          role: 'user',
          content: `Observation: ${JSON.stringify({ matched: 9, rows: [{ count: 9 }] })}`,
        },
      ]),
    )[0] as { type: 'text'; text: string };
    assert.match(final.text, /^Final Answer: There are \*\*9\*\*/m);
    assert.match(final.text, /^Status: answered$/m);
    assert.match(final.text, /^Follow-up questions:\n1\. /m);
  });

  it('tries a call that timed out once more, then answers with what failed', () => {
    const question = { role: 'user' as const, content: 'How many complaints about gift cards?' };
    const first = toolUses(planTurn(native([question])))[0]!;
    const failed = (id: string): MessagesRequest['messages'] => [
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id, name: 'query_data', input: first.input }],
      },
      {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: id,
            is_error: true,
            content: JSON.stringify({
              error: { code: 'timeout', message: 'The call took too long' },
            }),
          },
        ],
      },
    ];
    const retry = toolUses(planTurn(native([question, ...failed('toolu_1')])));
    assert.deepEqual(
      retry.map((use) => [use.name, use.input]),
      [['query_data', first.input]],
    );
    const final = toolUses(
      planTurn(native([question, ...failed('toolu_1'), ...failed('toolu_2')])),
    );
    assert.equal(final[0]?.name, 'final_answer');
    const input = final[0]!.input as { answer: string; status: string };
    assert.equal(input.status, 'not answerable');
    assert.match(input.answer, /query_data failed \(The call took too long\)/);
  });

  it('gives the same blocks for the same request', () => {
    const request = native([
      { role: 'user', content: 'Which store had the most late deliveries?' },
    ]);
    assert.deepEqual(planTurn(request), planTurn(request));
  });
});
