import { parentPort, threadId } from 'node:worker_threads';
import type { MessagesRequest } from './model-request';
import { buildMessage } from './offline-planner/message';
import { planTurn } from './offline-planner/planner';
import type { PlannerJob } from './planner-pool';
import { planRawTurn, readJsonBody } from './planner-turn';

/**
 * A planner thread for planner-pool.test.ts that misbehaves when the last message says so:
 * `[exit]` ends the thread, `[hang]` never answers, `[throw]` throws inside the planner's place;
 * `[thread]` answers with its thread id. Anything else is planned as planner-worker.ts plans it.
 */
const port = parentPort!;

port.on('message', (job: PlannerJob) => {
  if ('body' in job) {
    // A raw body: misbehaves by its text, else is planned as planner-worker.ts plans it.
    const read = readJsonBody(job.body);
    const text = read.ok ? JSON.stringify(read.value) : '';
    if (text.includes('[exit]')) process.exit(3);
    port.postMessage({ id: job.id, turn: planRawTurn(job.body, job.checks) });
    return;
  }
  const request: MessagesRequest = job.request;
  const last = JSON.stringify(request.messages.at(-1) ?? '');
  if (last.includes('[exit]')) process.exit(3);
  if (last.includes('[hang]')) for (;;);
  if (last.includes('[thread]')) {
    port.postMessage({ id: job.id, bug: { name: 'Thread', message: String(threadId) } });
    return;
  }
  try {
    if (last.includes('[throw]')) throw new TypeError('planner bug on purpose');
    port.postMessage({ id: job.id, message: buildMessage(request, planTurn(request)) });
  } catch (error) {
    const bug = error as Error;
    port.postMessage({ id: job.id, bug: { name: bug.name, message: bug.message } });
  }
});
port.postMessage({ ready: true });
