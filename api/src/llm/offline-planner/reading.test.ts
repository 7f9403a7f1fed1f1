import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MessagesRequest } from '../model-request';
import { readConversation, toolsFromPrompt } from './conversation';
import { extractFeatures } from './features';
import { findPeriod } from './periods';

const CORPUS = { from: '2025-11-01', to: '2026-10-31' };

describe("periods in an analyst's words", () => {
  const cases: [string, unknown][] = [
    ['What happened on 2026-03-12?', { kind: 'day', day: '2026-03-12' }],
    ['What happened on 12 March?', { kind: 'day', day: '2026-03-12' }],
    ['and on March 12th?', { kind: 'day', day: '2026-03-12' }],
    ['Why did sentiment fall in June?', { kind: 'month', month: '2026-06' }],
    ['complaints in November', { kind: 'month', month: '2025-11' }],
    ['sentiment in March 2026', { kind: 'month', month: '2026-03' }],
    ['volumes over the last 30 days', { kind: 'relative', keyword: 'last_30_days' }],
    [
      'the breach rate in the two weeks after 2026-03-10',
      { kind: 'range', from: '2026-03-10', to: '2026-03-23' },
    ],
    ['between 2026-03-01 and 2026-03-15', { kind: 'range', from: '2026-03-01', to: '2026-03-15' }],
    ['What may explain the churn?', undefined],
  ];
  for (const [text, expected] of cases) {
    it(`reads "${text}"`, () => assert.deepEqual(findPeriod(text, CORPUS), expected));
  }
});

describe('question vocabulary', () => {
  it('maps everyday words to products and categories', () => {
    const features = extractFeatures('Why can customers not sign in to the app?', CORPUS);
    assert.deepEqual(features.products, ['Mobile App']);
    assert.deepEqual(features.categories, ['Login & Access']);
  });

  it('reads card fee complaints as the credit card fee', () => {
    const features = extractFeatures('How many card fee complaints did we get?', CORPUS);
    assert.deepEqual(features.products, ['Credit Card']);
    assert.ok(features.subcategories.includes('Card fee'));
    assert.equal(features.complaints, true);
  });

  it('does not take the SLA breach rate for interest rates', () => {
    const features = extractFeatures('What was the SLA breach rate?', CORPUS);
    assert.deepEqual(features.categories, []);
    assert.equal(features.caseType, 'complaint');
  });

  it('collects ids', () => {
    const features = extractFeatures('Compare C-00042 with M-000123 and K-00007', CORPUS);
    assert.deepEqual(
      [features.customerIds, features.communicationIds, features.caseIds],
      [['C-00042'], ['M-000123'], ['K-00007']],
    );
  });
});

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
});
