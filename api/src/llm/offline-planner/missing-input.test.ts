import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dictionaryBlock } from '../../../../src/agent/dataset';
import { finalAnswerTool } from '../../../../src/agent/protocols/native';
import type { MessagesRequest } from '../model-request';
import type { PlannedBlock } from './message';
import { planTurn } from './planner';
import { FIXTURE_DICTIONARY } from './understand/fixture-dictionary';

/** What the planner answers, without calling a tool, when the request lacks what planning needs. */
const QUERY_DATA = {
  name: 'query_data',
  description: 'A safe structured query over communications. Returns rows.',
  input_schema: { type: 'object' as const, properties: { entity: { type: 'string' } } },
};
const WITH_DICTIONARY = `You are Sightline.\n\n${dictionaryBlock(FIXTURE_DICTIONARY)}`;

function request(system: string, content: string, tools = [QUERY_DATA]): MessagesRequest {
  return {
    model: 'sightline-offline',
    max_tokens: 4096,
    system,
    tools: [...tools, finalAnswerTool] as MessagesRequest['tools'],
    messages: [{ role: 'user', content }],
  };
}

/** The final_answer input of a planned turn; fails when the turn calls any other tool. */
function finalInput(blocks: PlannedBlock[]): Record<string, unknown> {
  const uses = blocks.filter((block) => block.type === 'tool_use');
  assert.deepEqual(
    uses.map((use) => use.type === 'tool_use' && use.name),
    ['final_answer'],
  );
  const use = uses[0]!;
  return use.type === 'tool_use' ? use.input : {};
}

describe('a request that lacks what planning needs', () => {
  const cases: [string, MessagesRequest, RegExp][] = [
    ['no question', request(WITH_DICTIONARY, '   '), /^Ask me a question/],
    [
      'no data dictionary',
      request(
        'You are Sightline. The data covers 2025-01-01 to 2025-12-31.',
        'How many gift card complaints?',
      ),
      /no data dictionary[\s\S]*- query_data: A safe structured query over communications\./,
    ],
    [
      'no tools',
      request(WITH_DICTIONARY, 'How many gift card complaints?', []),
      /no tools to look at the data/,
    ],
    [
      'no span for the data',
      request(
        dictionaryBlock({ ...FIXTURE_DICTIONARY, from: null, to: null }),
        'How many gift card complaints last month?',
      ),
      /gives no dates for the data/,
    ],
  ];
  for (const [what, asked, answer] of cases) {
    it(`says so when there is ${what}`, () => {
      const input = finalInput(planTurn(asked));
      assert.match(String(input['answer']), answer);
      assert.equal(input['status'], 'not answerable');
      assert.deepEqual(input['sources'], []);
      assert.equal((input['follow_up_questions'] as string[]).length, 3);
    });
  }

  it('never echoes the demo vocabulary it no longer holds', () => {
    // The words of the old demo playbooks, asked without a dictionary, are not matched to anything.
    const input = finalInput(
      planTurn(request('You are Sightline.', 'What share of chatbot chats reach a human?')),
    );
    assert.doesNotMatch(String(input['answer']), /chatbot|human|escalat/i);
  });

  it('plans with the dictionary once it is there', () => {
    const blocks = planTurn(request(WITH_DICTIONARY, 'How many gift card complaints?'));
    const uses = blocks.filter((block) => block.type === 'tool_use');
    assert.deepEqual(
      uses.map((use) => use.type === 'tool_use' && use.name),
      ['query_data'],
    );
  });
});
