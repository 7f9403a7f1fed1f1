import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MessagesRequest } from '../model-request';
import { dictionaryBlock } from '../../../../src/agent/dataset';
import { readConversation, toolsFromPrompt } from './conversation';
import { FIXTURE_DICTIONARY } from './understand/fixture-dictionary';

describe('reading the request', () => {
  it('finds the tools a text-protocol prompt lists, in any of the usual layouts', () => {
    const tools = toolsFromPrompt(
      [
        'You have these tools:',
        '### analyze_trends',
        'A time series with anomalies.',
        'Input schema: {"type":"object","properties":{"metric":{"type":"string","enum":["volume","complaints"]}}}',
        '',
        '- search_communications: full-text search',
        'You may also use get_customer_info when a customer id is given.',
      ].join('\n'),
    );
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    assert.deepEqual([...byName.keys()].sort(), [
      'analyze_trends',
      'get_customer_info',
      'search_communications',
    ]);
    assert.deepEqual(byName.get('analyze_trends')?.properties?.['metric']?.enum, [
      'volume',
      'complaints',
    ]);
  });

  it('pairs text observations with their actions and reads shortened JSON', () => {
    const request: MessagesRequest = {
      model: 'sightline-offline',
      max_tokens: 100,
      system: 'Tools: analyze_trends, search_communications',
      messages: [
        { role: 'user', content: 'When did complaints spike?' },
        {
          role: 'assistant',
          content:
            'Thought: look\nAction: {"tool": "analyze_trends", "input": {"metric": "complaints"}}',
        },
        {
          role: 'user',
          content:
            'Observation: {"summary": "Complaints per day.", "anomalies": [{"period": "2026-03-10", "value": 9}, "… 4 more"]}',
        },
        {
          role: 'assistant',
          content:
            'Thought: search\nAction: {"tool": "search_communications", "input": {"query": "login"}}',
        },
        {
          role: 'user',
          content: 'Observation: {"error": {"code": "timeout", "message": "too slow"}}',
        },
      ],
    };
    const conversation = readConversation(request);
    assert.equal(conversation.protocol, 'text');
    assert.equal(conversation.question, 'When did complaints spike?');
    assert.equal(conversation.steps.length, 2);
    assert.equal(conversation.steps[0]!.ok, true);
    assert.deepEqual(conversation.steps[0]!.input, { metric: 'complaints' });
    assert.equal(conversation.steps[1]!.ok, false);
    assert.equal(conversation.steps[1]!.errorMessage, 'too slow');
  });

  it('takes the question from text blocks, with chart context, and not from repair messages', () => {
    const request: MessagesRequest = {
      model: 'sightline-offline',
      max_tokens: 100,
      tools: [{ name: 'analyze_topics', input_schema: { type: 'object', properties: {} } }],
      messages: [
        { role: 'user', content: 'Earlier question about fees' },
        { role: 'assistant', content: 'Earlier answer' },
        {
          role: 'user',
          content: [
            {
              type: 'text',
              text: '<chart_context>\n{"kind":"sentiment-bubble","date":"2026-08-19"}\n</chart_context>',
            },
            { type: 'text', text: 'What happened here?' },
          ],
        },
        {
          role: 'assistant',
          content: [{ type: 'tool_use', id: 't1', name: 'analyze_topics', input: { period: 'x' } }],
        },
        {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: 't1',
              content: '{"error":{"code":"invalid_input","message":"period: bad"}}',
              is_error: true,
            },
          ],
        },
        {
          role: 'user',
          content:
            'period: bad. Correct the call and try again, or call final_answer if you can already answer.',
        },
      ],
    };
    const conversation = readConversation(request);
    assert.equal(conversation.question, 'What happened here?');
    assert.equal(conversation.context?.date, '2026-08-19');
    assert.deepEqual(conversation.earlierQuestions, ['Earlier question about fees']);
    assert.equal(conversation.steps[0]!.ok, false);
  });

  describe("the data's span", () => {
    const request = (system: string): MessagesRequest => ({
      model: 'sightline-offline',
      max_tokens: 100,
      system,
      messages: [{ role: 'user', content: 'How many complaints last month?' }],
    });

    it("takes the dictionary's first and last day", () => {
      const conversation = readConversation(
        request(
          `The data covers 2020-01-01 to 2020-12-31.\n${dictionaryBlock(FIXTURE_DICTIONARY)}`,
        ),
      );
      assert.deepEqual(conversation.corpus, { from: '2025-01-01', to: '2025-12-31' });
      assert.equal(conversation.dictionary?.name, 'Fixture shop');
    });

    it('reads the prompt\'s "covers … to …" when the dictionary has no dates', () => {
      const empty = { ...FIXTURE_DICTIONARY, from: null, to: null };
      const conversation = readConversation(
        request(`The data covers 2024-02-01 to 2024-05-31.\n${dictionaryBlock(empty)}`),
      );
      assert.deepEqual(conversation.corpus, { from: '2024-02-01', to: '2024-05-31' });
    });

    it("falls back to the dictionary's date fields, then to no span at all", () => {
      const undated = {
        ...FIXTURE_DICTIONARY,
        from: null,
        to: null,
        fields: FIXTURE_DICTIONARY.fields.map((field) =>
          field.type === 'date'
            ? { ...field, min: '2023-03-04T10:00:00Z', max: '2023-09-30' }
            : field,
        ),
      };
      assert.deepEqual(readConversation(request(dictionaryBlock(undated))).corpus, {
        from: '2023-03-04',
        to: '2023-09-30',
      });
      // Nothing in the request gives a span: no demo dates are assumed.
      assert.deepEqual(readConversation(request('You are Sightline.')).corpus, {
        from: '',
        to: '',
      });
    });
  });
});
