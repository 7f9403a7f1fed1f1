import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from '../process-priority';
import { buildMessage } from './offline-planner/message';
import { planTurn } from './offline-planner/planner';
import type { PlannerJob, PlannerReply } from './planner-pool';
import { planRawTurn } from './planner-turn';

/**
 * One offline-planner thread (started by planner-pool.ts): plans one turn per message, exactly as
 * the API would in-process, so planning never holds the event loop that serves other analysts.
 * A raw body is read and checked here too (planner-turn.ts), with the route's checks.
 */
const port = parentPort;
if (!port) throw new Error('planner-worker.ts runs as a worker thread of planner-pool.ts');
// Planning is CPU work that can wait a moment; the API's loop serving every stream cannot.
lowerThreadPriority();

port.on('message', (job: PlannerJob) => {
  let reply: PlannerReply;
  try {
    if ('body' in job) {
      reply = { id: job.id, turn: planRawTurn(job.body, job.checks) };
    } else {
      reply = { id: job.id, message: buildMessage(job.request, planTurn(job.request)) };
    }
  } catch (error) {
    // Errors do not cross threads intact: describe it for the API's log.
    reply = {
      id: job.id,
      bug:
        error instanceof Error
          ? { name: error.name, message: error.message, stack: error.stack }
          : { name: 'Error', message: String(error) },
    };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });
