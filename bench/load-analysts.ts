// The simulated analysts of load.bench.ts on a thread of their own. They stand for browsers on
// other machines; here they share the API's cores, so the thread runs below the API's priority
// (as the API runs its own background work, api/src/process-priority.ts) and the figures are the
// API's rather than its simulated clients'. `nice: false` runs them at the bench's priority.
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '../api/src/process-priority';
import { analyst, type RunFigures } from './load-support';

export interface AnalystsSetup {
  readonly url: string;
  readonly model: string;
  readonly nice: boolean;
}

/** One round: every question asked at once, one analyst each. */
export interface AnalystRound {
  readonly questions: readonly string[];
  readonly deadline: number;
  readonly timeoutMs: number;
}

export interface AnalystRoundResult {
  readonly runs: RunFigures[];
  /** Runs that threw instead of ending. */
  readonly failures: number;
}

const port = parentPort;
if (!port) throw new Error('load-analysts.ts runs as a worker thread of load.bench.ts');
const { url, model, nice } = (workerData as { data: AnalystsSetup }).data;
if (nice) lowerThreadPriority();

port.on('message', (round: AnalystRound) => {
  const options = { deadline: round.deadline, timeoutMs: round.timeoutMs };
  void Promise.allSettled(
    round.questions.map((question) => analyst(url, model, question, options)),
  ).then((settled) => {
    const runs: RunFigures[] = [];
    let failures = 0;
    for (const outcome of settled) {
      if (outcome.status === 'fulfilled') runs.push(outcome.value);
      else failures++;
    }
    port.postMessage({ runs, failures } satisfies AnalystRoundResult);
  });
});
port.postMessage({ ready: true });
