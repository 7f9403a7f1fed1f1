import { type DataDictionary, dataDictionarySchema } from './dataset';
import type { CorpusPeriod } from './prompts';

export interface DataKnowledge {
  dataset?: DataDictionary;
  corpus?: CorpusPeriod;
}

export interface LoadDatasetOptions {
  /** The API origin, e.g. `http://127.0.0.1:4280` (no trailing slash). */
  baseUrl: string;
  token?: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/**
 * What the engine should know of the loaded data: the data dictionary of `GET /api/dataset`, or,
 * when that route is missing or answers something unreadable, the span from `GET /api/status`.
 * Never throws: with neither, the engine runs without (and says less about the data).
 */
export async function loadDataKnowledge(options: LoadDatasetOptions): Promise<DataKnowledge> {
  const dataset = await getJson(options, '/api/dataset');
  const parsed = dataDictionarySchema.safeParse(dataset);
  if (parsed.success) return { dataset: parsed.data };
  const status = await getJson(options, '/api/status');
  const data = (status as { data?: { from?: unknown; to?: unknown } } | undefined)?.data;
  return typeof data?.from === 'string' && typeof data.to === 'string'
    ? { corpus: { from: data.from, to: data.to } }
    : {};
}

async function getJson(options: LoadDatasetOptions, path: string): Promise<unknown> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  try {
    const response = await fetchImpl(`${options.baseUrl}${path}`, {
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return response.ok ? ((await response.json()) as unknown) : undefined;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return undefined;
  }
}
