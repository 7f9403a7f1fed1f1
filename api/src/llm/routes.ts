import { errorCodes } from 'fastify';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import {
  anthropicError,
  errorTypeForStatus,
  ModelRequestError,
  sendAnthropicError,
} from './anthropic-error';
import {
  checkCountTokensRequest,
  checkMessagesRequest,
  estimateRequestTokens,
  type MessagesRequest,
} from './model-request';
import type { AssistantMessage } from './offline-planner/message';
import { writeMessageStream } from './offline-planner/stream';
import { PlannerFailure, PlannerPool } from './planner-pool';
import { readJsonBody } from './planner-turn';
import { noRouteMessage } from '../errors';
import { forwardToUpstream } from './proxy';
import { checkRequestBody, checkRequestHeaders, proxyPolicy } from './proxy-policy';

/** When the allow-list lists models, the Models API wants a creation date; ours is fixed. */
const LISTED_AT = '2026-01-01T00:00:00Z';

function displayName(id: string): string {
  if (id === 'sightline-offline') return 'Sightline offline planner (no language model)';
  return id
    .split('-')
    .map((word) => (/^\d/.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')
    .replace(/(\d) (\d)/g, '$1.$2');
}

function modelEntry(id: string) {
  return { type: 'model', id, display_name: displayName(id), created_at: LISTED_AT };
}

/**
 * The model gateway, registered by app.ts under the prefix `/api/llm`: `POST /v1/messages`,
 * `POST /v1/messages/count_tokens`, `GET /v1/models[/:id]`. With a server key it forwards to
 * Anthropic (or ANTHROPIC_BASE_URL); without one the offline planner answers, in the same protocol.
 * app.ts's token check runs before these handlers; the browser's credentials never go upstream.
 */
export async function llmRoutes(
  app: FastifyInstance,
  options: {
    config: AppConfig;
    /** The offline planner's threads; by default a pool of `config.plannerWorkers`. */
    planner?: PlannerPool;
  },
): Promise<void> {
  const { config } = options;
  // What the planner's thread checks a raw body against: the route's own checks.
  const checks = {
    models: config.models,
    maxTokensCap: config.maxTokensCap,
    fields: config.proxyFields,
  };
  // Without a server key the offline planner answers, in threads of its own (planner-pool.ts).
  const planner = config.anthropicApiKey
    ? undefined
    : (options.planner ?? new PlannerPool({ size: config.plannerWorkers }));
  if (planner) {
    app.addHook('onListen', async () => planner.warm());
    app.addHook('onClose', () => planner.close());
  }

  // Errors here take the Anthropic shape so the SDK raises BadRequestError, RateLimitError…
  app.setErrorHandler((error: FastifyError | ModelRequestError, request, reply) => {
    if (error instanceof ModelRequestError) {
      return sendAnthropicError(reply, error.statusCode, error.errorType, error.message);
    }
    if (error instanceof PlannerFailure) {
      // The reason is ours to say (the model's side of the protocol); the details stay in the log.
      request.log.error(
        { err: error.bug ?? error, reason: error.reason },
        'offline planner failed',
      );
      return sendAnthropicError(reply, 500, 'api_error', error.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendAnthropicError(reply, status, errorTypeForStatus(status), error.message);
    }
    request.log.error({ err: error }, 'model request failed');
    return sendAnthropicError(reply, 500, 'api_error', 'Internal server error');
  });
  app.setNotFoundHandler((request, reply) =>
    sendAnthropicError(reply, 404, 'not_found_error', noRouteMessage(request.method)),
  );

  const routeOptions = { bodyLimit: config.bodyLimitBytes };
  const policy = proxyPolicy({ fields: config.proxyFields, headers: config.proxyHeaders });
  const checkPolicy = (request: FastifyRequest, body: MessagesRequest) => {
    checkRequestHeaders(request.headers, policy);
    checkRequestBody(body, policy);
    return body;
  };

  if (!planner) {
    app.post('/v1/messages', routeOptions, async (request, reply) => {
      const body = checkPolicy(request, checkMessagesRequest(request.body, config));
      await forwardToUpstream(request, reply, { config, policy, path: '/v1/messages', body });
      return reply;
    });
  } else {
    // The offline planner's route keeps the body as bytes: its thread reads and checks them.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_r, body, done) =>
        done(null, body),
      );
      scope.post('/v1/messages', routeOptions, async (request, reply) => {
        const { message, stream } = await planOffline(planner, request);
        if (!stream) return reply.code(200).header('request-id', `req_${message.id}`).send(message);
        reply.hijack();
        try {
          await writeMessageStream(reply.raw, message, config.offlineDelayMs);
        } catch (error) {
          // Headers are out: cutting the connection tells the SDK the stream is incomplete.
          request.log.error({ err: error }, 'offline stream failed');
          reply.raw.destroy();
        }
        return reply;
      });
    });
  }

  /**
   * Plans a turn from the raw body on the planner's thread (planner-turn.ts), answering every
   * fault as the route did when it parsed and checked the body here: Fastify's own errors for a
   * body that is no JSON, then the request's shape, then the header and body policy.
   */
  async function planOffline(
    pool: PlannerPool,
    request: FastifyRequest,
  ): Promise<{ message: AssistantMessage; stream: boolean }> {
    const raw = request.body;
    if (!Buffer.isBuffer(raw)) {
      // No body at all: the shape check names it.
      const body = checkPolicy(request, checkMessagesRequest(raw, config));
      return { message: await pool.plan(body), stream: body.stream === true };
    }
    try {
      checkRequestHeaders(request.headers, policy);
    } catch (refusal) {
      // A refused header is named after the body's own faults, as it always was.
      const read = readJsonBody(raw);
      if (!read.ok) throw notJson(read.empty);
      checkMessagesRequest(read.value, config);
      throw refusal;
    }
    const turn = await pool.planBody(raw, checks);
    if (turn.kind === 'unparsable') throw notJson(turn.empty);
    if (turn.kind === 'refused') {
      throw new ModelRequestError(turn.status, turn.errorType, turn.message);
    }
    return turn;
  }

  app.post('/v1/messages/count_tokens', routeOptions, async (request, reply) => {
    const body = checkPolicy(request, checkCountTokensRequest(request.body, config));
    if (config.anthropicApiKey) {
      const path = '/v1/messages/count_tokens';
      await forwardToUpstream(request, reply, { config, policy, path, body });
      return reply;
    }
    return { input_tokens: estimateRequestTokens(body) };
  });

  app.get('/v1/models', async () => {
    const data = config.models.map(modelEntry);
    return {
      data,
      has_more: false,
      first_id: data[0]?.id ?? null,
      last_id: data[data.length - 1]?.id ?? null,
    };
  });

  app.get<{ Params: { id: string } }>('/v1/models/:id', async (request, reply) => {
    const id = request.params.id;
    if (!config.models.includes(id)) {
      return reply.code(404).send(anthropicError('not_found_error', `model: ${id.slice(0, 100)}`));
    }
    return modelEntry(id);
  });
}

/** The error Fastify's JSON parser raises for an empty or unparsable body (same status, message). */
function notJson(empty: boolean): FastifyError {
  return empty
    ? new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY()
    : new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
}
