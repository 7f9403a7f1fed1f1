import type { FastifyBaseLogger } from 'fastify';
import { type BuiltDictionary, buildDictionaryOnThread } from './dictionary-warm-up';
import type { Store } from './store/db';
import { dataDictionary, storedKey } from './tools/data-dictionary';

interface Building {
  readonly key: string;
  readonly done: Promise<BuiltDictionary>;
  stop(): Promise<void>;
}

/**
 * The data dictionary GET /api/dataset serves, as JSON bytes, built on a worker thread whenever the
 * data changed: at server start, right after an import (`refresh`), and at the first request
 * after any other change (another process's import, a new declaration), all noticed through the
 * key the stored copy is valid for (data version, schema, last rowids, declaration). On 250k rows a
 * build takes 12–14 s; on the main thread it held every health check and stream.
 *
 * A request during a build waits for it rather than getting the previous dictionary: after an
 * import the old one names values and counts the data no longer has, and the agent would plan
 * with them. Requests during one build share it; at most one thread builds at a time. Should a
 * thread fail, the dictionary is built here, as it always was. An in-memory database has nothing a
 * thread could open, so it is built here too.
 */
export class DictionaryService {
  private served: BuiltDictionary | undefined;
  private building: Building | undefined;
  private closed = false;

  constructor(
    private readonly db: Store,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The dictionary of the data as it is now, as JSON. */
  async current(): Promise<Buffer> {
    const key = storedKey(this.db);
    if (this.served?.key === key) return this.served.json;
    if (this.db.memory || this.closed) return this.buildHere(key);
    const earlier = this.building;
    if (earlier && earlier.key !== key) {
      // A build for older data: let it finish (one thread at a time), then see what is needed.
      await earlier.done.catch(() => undefined);
      if (this.served?.key === key) return this.served.json;
    }
    const build = this.building?.key === key ? this.building : this.start(key);
    try {
      return (await build.done).json;
    } catch (error) {
      if (this.closed) throw error;
      this.log.warn({ err: error }, 'data dictionary thread failed; building it in-process');
      return this.buildHere(key);
    }
  }

  /** Starts building the dictionary of the data now, if it is not current (after an import). */
  refresh(): void {
    if (this.closed || this.db.memory) return;
    this.current().catch((error: unknown) =>
      this.log.warn({ err: error }, 'data dictionary not built ahead'),
    );
  }

  /** Stops a build in progress; requests waiting for it fail. */
  async close(): Promise<void> {
    this.closed = true;
    await this.building?.stop();
  }

  private start(key: string): Building {
    const thread = buildDictionaryOnThread(this.db.name, { readonly: this.db.readonly });
    const building: Building = {
      key,
      stop: () => thread.stop(),
      done: thread.done
        .then((built) => {
          // Keyed as the thread read the data: newer than `key` if it changed meanwhile.
          this.served = built;
          return built;
        })
        .finally(() => {
          if (this.building === building) this.building = undefined;
        }),
    };
    this.building = building;
    return building;
  }

  private buildHere(key: string): Buffer {
    const json = Buffer.from(JSON.stringify(dataDictionary(this.db)));
    this.served = { key, json };
    return json;
  }
}
