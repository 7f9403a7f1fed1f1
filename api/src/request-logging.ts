import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it has been answered: its method, URL, status and time.
 * Fastify's default writes a second line as each request arrives; under load (fifty analysts'
 * tool calls and model turns) the two lines were a fifth of the event loop's work, and the first
 * says nothing the second does not. A route's `logLevel` still applies (health probes log only
 * warnings), and errors are logged as Fastify logs them.
 */
export class RequestLogging extends LogController {
  override incomingRequest(): void {
    // Logged once, with its outcome, in requestCompleted.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
