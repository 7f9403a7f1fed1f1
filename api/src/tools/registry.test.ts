import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { z } from 'zod';
import { openDatabase, type Store } from '../store/db';
import { customerIntelligence } from './customer-intelligence';
import { defineTool, ToolError, ToolRegistry, type Toolkit } from './registry';

const CONTRACT_NAMES = [
  'search_communications',
  'get_communication',
  'get_customer_info',
  'analyze_sentiment',
  'analyze_topics',
  'analyze_trends',
  'get_daily_volumes',
  'analyze_channel_escalation',
  'analyze_cases',
  'analyze_resolution_times',
  'analyze_sla_compliance',
  'get_category_breakdown',
  'find_similar',
  'assess_risk',
  'query_data',
];

const echo = defineTool({
  name: 'echo',
  description: 'Echoes its input.',
  input: z.object({
    text: z.string().max(50).describe('What to echo'),
    times: z.number().int().min(1).max(3).default(1).describe('How often'),
  }),
  execute: (input) => ({ summary: input.text.repeat(input.times), text: input.text }),
});

const misbehaving: Toolkit = {
  name: 'test-kit',
  tools: [
    echo,
    defineTool({
      name: 'busy',
      description: 'Works in steps until stopped.',
      input: z.object({}),
      execute(_input, { checkpoint }) {
        for (;;) checkpoint();
      },
    }),
    defineTool({
      name: 'hangs',
      description: 'Never answers.',
      input: z.object({}),
      execute: () => new Promise<never>(() => undefined),
    }),
    defineTool({
      name: 'crashes',
      description: 'Throws an internal error.',
      input: z.object({}),
      execute() {
        throw new Error('secret internal detail /etc/passwd');
      },
    }),
    defineTool({
      name: 'refuses',
      description: 'Reports a failure on purpose.',
      input: z.object({}),
      execute() {
        throw new ToolError('not_found', 'Nothing like that here');
      },
    }),
    defineTool({
      name: 'floods',
      description: 'Returns too much.',
      input: z.object({}),
      execute: () => ({ summary: 'x'.repeat(100), rows: Array.from({ length: 50 }, (_, i) => i) }),
    }),
    defineTool({
      name: 'writes',
      description: 'Tries to change data.',
      input: z.object({ how: z.enum(['prepare', 'exec']).describe('How') }),
      execute(input, { db }) {
        if (input.how === 'exec') db.exec('DELETE FROM meta');
        else db.prepare("INSERT INTO meta (key, value) VALUES ('x', 'y')").run();
        return { summary: 'wrote' };
      },
    }),
  ],
};

let db: Store;
const bugs: string[] = [];
let registry: ToolRegistry;
before(() => {
  db = openDatabase(':memory:');
  registry = new ToolRegistry([misbehaving], {
    timeoutMs: 50,
    maxStringLength: 20,
    maxArrayLength: 10,
    onToolBug: (tool) => bugs.push(tool),
  });
});
after(() => db.close());

describe('ToolRegistry', () => {
  it('lists the contract tools with object schemas, described fields and their toolkit', () => {
    const tools = new ToolRegistry([customerIntelligence], { timeoutMs: 1000 }).descriptors();
    assert.deepEqual(
      tools.map((tool) => tool.name),
      CONTRACT_NAMES,
    );
    for (const tool of tools) {
      assert.equal(tool.toolkit, 'customer-intelligence');
      assert.equal(tool.input_schema.type, 'object');
      // Lean: what it returns and when to use it; the schema already shows the arguments.
      assert.ok(tool.description.length <= 800, `${tool.name}'s description is a paragraph`);
      assert.ok(!tool.description.includes('{"'), `${tool.name} repeats no arguments`);
      const properties = tool.input_schema['properties'] as Record<
        string,
        { description?: string }
      >;
      for (const [field, schema] of Object.entries(properties)) {
        assert.ok(schema.description, `${tool.name}.${field} is described`);
      }
    }
  });

  it('takes a second toolkit without changes and refuses a name declared twice', () => {
    const both = new ToolRegistry([customerIntelligence, misbehaving], { timeoutMs: 1000 });
    assert.ok(
      both.descriptors().some((tool) => tool.name === 'echo' && tool.toolkit === 'test-kit'),
    );
    assert.throws(
      () => new ToolRegistry([misbehaving, misbehaving], { timeoutMs: 1 }),
      /declared twice/,
    );
  });

  it('runs a valid call, applying defaults and dropping unknown fields with a notice', async () => {
    const result = await registry.call('echo', { text: 'hi', times: 2, colour: 'red' }, { db });
    assert.equal(result.ok, true);
    assert.ok(result.ok);
    assert.equal((result.output as { summary: string }).summary, 'hihi');
    assert.equal(result.truncated, false);
    assert.match(result.notice ?? '', /colour/);
    assert.equal(typeof result.durationMs, 'number');
  });

  it('names the field of invalid input', async () => {
    const missing = await registry.call('echo', {}, { db });
    assert.ok(!missing.ok);
    assert.equal(missing.error.code, 'invalid_input');
    assert.match(missing.error.message, /text/);
    const wrongType = await registry.call('echo', { text: 'a', times: 'three' }, { db });
    assert.ok(!wrongType.ok);
    assert.match(wrongType.error.message, /times/);
    const notAnObject = await registry.call('echo', ['text'], { db });
    assert.ok(!notAnObject.ok);
    assert.equal(notAnObject.error.code, 'invalid_input');
  });

  it('answers unknown_tool with the known names', async () => {
    const result = await registry.call('nope', {}, { db });
    assert.ok(!result.ok);
    assert.equal(result.error.code, 'unknown_tool');
    assert.ok((result.error.details as { known: string[] }).known.includes('echo'));
  });

  it('stops a tool at its time limit, between steps or while waiting', async () => {
    for (const name of ['busy', 'hangs']) {
      const result = await registry.call(name, {}, { db });
      assert.ok(!result.ok);
      assert.equal(result.error.code, 'timeout', name);
    }
  });

  it('reports an aborted call', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await registry.call('busy', {}, { db, signal: controller.signal });
    assert.ok(!result.ok);
    assert.equal(result.error.code, 'aborted');
  });

  it('turns a crash into tool_error without its internals, and passes deliberate errors on', async () => {
    const crash = await registry.call('crashes', {}, { db });
    assert.ok(!crash.ok);
    assert.equal(crash.error.code, 'tool_error');
    assert.doesNotMatch(crash.error.message, /passwd|secret/);
    assert.ok(bugs.includes('crashes'));
    const refusal = await registry.call('refuses', {}, { db });
    assert.ok(!refusal.ok);
    assert.deepEqual(refusal.error, { code: 'not_found', message: 'Nothing like that here' });
  });

  it('cuts long strings and arrays and says so', async () => {
    const result = await registry.call('floods', {}, { db });
    assert.ok(result.ok);
    const output = result.output as { summary: string; rows: number[] };
    assert.equal(result.truncated, true);
    assert.equal(output.rows.length, 10);
    assert.equal(output.summary.length, 21);
  });

  it('lets tools only read', async () => {
    for (const how of ['prepare', 'exec']) {
      const result = await registry.call('writes', { how }, { db });
      assert.ok(!result.ok);
      assert.equal(result.error.code, 'tool_error');
    }
    assert.equal((db.prepare('SELECT count(*) AS n FROM meta').get() as { n: number }).n, 0);
  });
});
