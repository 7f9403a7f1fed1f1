// The weight of the tool definitions every model call carries (issue 9, item 8): the `tools`
// parameter of the native protocol (the toolkit as GET /api/tools lists it, plus final_answer),
// in bytes and estimated tokens, per tool and in all. Run alone with
// `npx tsx bench/tool-definitions.bench.ts`, or with the suite via `npm run bench tool-definitions`.
import { pathToFileURL } from 'node:url';
import { estimateTokens } from '../api/src/llm/model-request';
import { customerIntelligence } from '../api/src/tools/customer-intelligence';
import { ToolRegistry } from '../api/src/tools/registry';
import { finalAnswerTool } from '../src/agent/protocols/native';
import { type BenchResult, printTable } from './bench-result';

/** The same figures before the descriptions were shortened (commit 33e2752), for comparison. */
const BEFORE = { bytes: 34_474, tokens: 8_616, descriptionBytes: 16_454 };
/** What the definitions may weigh: a tenth less than before, so prose cannot creep back. */
const TARGET_BYTES = 31_000;

interface OfferedTool {
  readonly name: string;
  readonly description?: string | undefined;
  readonly input_schema: unknown;
}

/** Every `description` string in a tool definition, its own and its parameters'. */
function descriptionBytes(value: unknown): number {
  if (Array.isArray(value))
    return value.reduce((sum: number, item) => sum + descriptionBytes(item), 0);
  if (!value || typeof value !== 'object') return 0;
  return Object.entries(value).reduce(
    (sum, [key, inner]) =>
      sum +
      (key === 'description' && typeof inner === 'string'
        ? Buffer.byteLength(inner)
        : descriptionBytes(inner)),
    0,
  );
}

export function offeredTools(): OfferedTool[] {
  const registry = new ToolRegistry([customerIntelligence], { timeoutMs: 1_000 });
  const tools = registry
    .descriptors()
    .map(({ name, description, input_schema }) => ({ name, description, input_schema }));
  return [...tools, finalAnswerTool];
}

export function run(): Promise<BenchResult[]> {
  const tools = offeredTools();
  const json = JSON.stringify(tools);
  const bytes = Buffer.byteLength(json);
  const descriptions = descriptionBytes(tools);
  const perTool = tools
    .map((tool) => `${tool.name} ${Buffer.byteLength(JSON.stringify(tool))}`)
    .join(', ');
  return Promise.resolve([
    {
      name: `tool definitions per model call (${tools.length} tools)`,
      unit: 'bytes',
      median: bytes,
      runs: 1,
      target: { op: '<', value: TARGET_BYTES },
      extra: { before: BEFORE.bytes, change: `${(100 * (bytes / BEFORE.bytes - 1)).toFixed(1)}%` },
    },
    {
      name: 'tool definitions, estimated tokens (4 characters a token)',
      unit: 'tokens',
      median: estimateTokens(json),
      runs: 1,
      extra: { before: BEFORE.tokens },
    },
    {
      name: 'tool definitions: description strings (tools and parameters)',
      unit: 'bytes',
      median: descriptions,
      runs: 1,
      extra: { before: BEFORE.descriptionBytes, perTool },
    },
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
