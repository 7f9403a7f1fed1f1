// `npm run ask -- "question" [--json] [--context JSON] [--protocol native|text] [--model M]
// [--url URL] [--token T]`: one run of the same engine the browser uses, against a running API.
import { parseArgs } from 'node:util';
import { DEFAULT_SETTINGS, runAgent } from '../src/agent/engine';
import { protocolSchema, turnContextSchema, type TurnContext } from '../src/agent/events';
import { createAnthropicLlmClient } from '../src/agent/llm-client';
import { loadDataKnowledge } from '../src/agent/load-dataset';
import { createHttpToolClient } from '../src/agent/tool-client';
import { TimelinePrinter } from './print-timeline';

const USAGE = `Usage: npm run ask -- "question" [options]

Options:
  --json              print one AgentEvent JSON per line instead of the timeline
  --context JSON      chart context, e.g. '{"kind":"sentiment-bubble","date":"2026-03-12"}'
  --protocol P        native (default) or text
  --model M           model id (default: the API's default model from /api/status)
  --url URL           the Sightline API (default http://127.0.0.1:4280)
  --token T           bearer token when the API has SIGHTLINE_TOKEN set
  --max-steps N       step limit (default ${DEFAULT_SETTINGS.maxSteps})
  -h, --help          this help

Exit status: 0 when the run answered; 1 when it ended otherwise (the reason is printed);
2 for bad arguments; 3 when the API cannot be reached.`;

class UsageError extends Error {}

interface AskOptions {
  question: string;
  json: boolean;
  context?: TurnContext;
  protocol: 'native' | 'text';
  model?: string;
  url: string;
  token?: string;
  maxSteps?: number;
}

function readOptions(argv: string[]): AskOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        context: { type: 'string' },
        protocol: { type: 'string', default: 'native' },
        model: { type: 'string' },
        url: { type: 'string', default: 'http://127.0.0.1:4280' },
        token: { type: 'string' },
        'max-steps': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const question = positionals.join(' ').trim();
  if (!question) throw new UsageError('A question is required.');

  const protocol = protocolSchema.safeParse(values.protocol);
  if (!protocol.success)
    throw new UsageError(`--protocol must be native or text, not "${values.protocol}".`);

  let context: TurnContext | undefined;
  if (values.context !== undefined) {
    let raw: unknown;
    try {
      raw = JSON.parse(values.context);
    } catch (error) {
      throw new UsageError(`--context is not valid JSON: ${(error as Error).message}`);
    }
    const checked = turnContextSchema.safeParse(raw);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw new UsageError(
        `--context is not a chart context: ${issue?.path.join('.') || 'value'}: ${issue?.message}`,
      );
    }
    context = checked.data;
  }

  let url: URL;
  try {
    url = new URL(values.url);
  } catch {
    throw new UsageError(`--url is not a URL: "${values.url}".`);
  }

  let maxSteps: number | undefined;
  if (values['max-steps'] !== undefined) {
    maxSteps = Number(values['max-steps']);
    if (!Number.isInteger(maxSteps) || maxSteps < 1 || maxSteps > 100) {
      throw new UsageError('--max-steps must be a whole number from 1 to 100.');
    }
  }

  return {
    question,
    json: values.json,
    ...(context ? { context } : {}),
    protocol: protocol.data,
    ...(values.model ? { model: values.model } : {}),
    url: url.href.replace(/\/+$/, ''),
    ...(values.token ? { token: values.token } : {}),
    ...(maxSteps ? { maxSteps } : {}),
  };
}

interface ApiStatus {
  llm: { defaultModel: string; backend: string };
  data: { from: string | null; to: string | null };
}

async function readStatus(options: AskOptions): Promise<ApiStatus> {
  const response = await fetch(`${options.url}/api/status`, {
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  if (!response.ok) {
    throw new Error(
      `GET /api/status answered ${response.status}${response.status === 401 ? ' (pass --token)' : ''}`,
    );
  }
  return (await response.json()) as ApiStatus;
}

async function main(argv: string[]): Promise<number> {
  let options: AskOptions | 'help';
  try {
    options = readOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  let status: ApiStatus;
  try {
    status = await readStatus(options);
  } catch (error) {
    process.stderr.write(
      `Cannot reach the Sightline API at ${options.url}: ${(error as Error).message}\n`,
    );
    return 3;
  }

  const controller = new AbortController();
  // Ctrl-C stops the run cleanly (run-end "stopped"); a second one exits at once.
  process.once('SIGINT', () => {
    controller.abort();
    process.once('SIGINT', () => process.exit(130));
  });

  const llm = await createAnthropicLlmClient({
    baseURL: `${options.url}/api/llm`,
    ...(options.token ? { token: options.token } : {}),
  });
  const tools = createHttpToolClient({
    baseUrl: options.url,
    ...(options.token ? { token: options.token } : {}),
  });
  const printer = new TimelinePrinter((text) => process.stdout.write(text));

  let reason = 'error';
  const events = runAgent(
    {
      question: options.question,
      conversationId: `cli-${Date.now().toString(36)}`,
      ...(options.context ? { context: options.context } : {}),
      ...(await loadDataKnowledge({
        baseUrl: options.url,
        ...(options.token ? { token: options.token } : {}),
      })),
      settings: {
        model: options.model ?? status.llm.defaultModel,
        protocol: options.protocol,
        ...(options.maxSteps ? { maxSteps: options.maxSteps } : {}),
      },
    },
    { llm, tools, signal: controller.signal },
  );
  for await (const event of events) {
    if (options.json) process.stdout.write(`${JSON.stringify(event)}\n`);
    else printer.print(event);
    if (event.type === 'run-end') {
      reason = event.reason;
      if (event.reason !== 'answered' && options.json) {
        process.stderr.write(
          `Run ended: ${event.reason}${event.message ? ` — ${event.message}` : ''}\n`,
        );
      }
    }
  }
  return reason === 'answered' ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
