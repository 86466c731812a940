import {
  type Endpoint,
  type EndpointName,
  type EndpointRole,
  type Endpoints,
  endpoints,
} from '@hanyu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import type { AuthUser } from './auth.ts';
import type { ResponseCache } from './response-cache.ts';
import { parseOrThrow } from './validation.ts';

type Parsed<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : undefined;

/** What a handler receives: the validated query and body, and the signed-in user when required. */
export interface EndpointContext<TEndpoint extends Endpoint> {
  params: TEndpoint extends { params: infer P } ? Parsed<P> : undefined;
  query: TEndpoint extends { query: infer Q } ? Parsed<Q> : undefined;
  body: TEndpoint extends { body: infer B } ? Parsed<B> : undefined;
  user: TEndpoint extends { auth: true } ? AuthUser : AuthUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<TEndpoint extends Endpoint> = (
  context: EndpointContext<TEndpoint>,
) => Promise<v.InferOutput<TEndpoint['response']>>;

/** One handler per endpoint of the contract table; a missing one is a type error. */
export type EndpointHandlers = { [K in EndpointName]: EndpointHandler<Endpoints[K]> };

export interface EndpointRoutesOptions {
  handlers: EndpointHandlers;
  /** The preHandler of endpoints flagged `auth: true`: sets `request.user` or answers 401. */
  authenticate: preHandlerAsyncHookHandler;
  /** The preHandler of endpoints with a `role`, after `authenticate`: answers 403 to a caller without it. */
  authorize: (role: EndpointRole) => preHandlerAsyncHookHandler;
  /** The preHandler of endpoints flagged `auth: 'optional'`: sets `request.user` when a valid token is sent. */
  authenticateOptional: preHandlerAsyncHookHandler;
  /** Check every response against its schema (tests): a mismatch is a 500, never silent drift. */
  validateResponses?: boolean;
  /** Keeps the answers of endpoints flagged `cache: 'public'`; none when absent. */
  responseCache?: ResponseCache;
}

/** Browsers and proxies may keep a public answer as long as the server's own cache at most keeps it. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Registers every endpoint of the contract table on `app` (mounted under /api): query and body are
 * validated with the endpoint's valibot schemas (failures are 400s listing the issues), the
 * handler's result is wrapped as `{ response }`.
 */
export function registerEndpointRoutes(app: FastifyInstance, options: EndpointRoutesOptions): void {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint: Endpoint = endpoints[name];
    const handler = options.handlers[name] as unknown as EndpointHandler<Endpoint>;
    const cache = endpoint.cache === 'public' ? options.responseCache : undefined;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(endpoint.auth === true
        ? {
            preHandler: endpoint.role
              ? [options.authenticate, options.authorize(endpoint.role)]
              : options.authenticate,
          }
        : {}),
      ...(endpoint.auth === 'optional' ? { preHandler: options.authenticateOptional } : {}),
      handler: async (request, reply) => {
        if (endpoint.cache === 'public') {
          // The raw URL is the key: the same bytes were validated and answered before.
          const answer = async () => JSON.stringify({ response: await respond(request, reply) });
          const body = cache ? await cache.load(request.url, answer) : await answer();
          return reply.header('Cache-Control', PUBLIC_CACHE_CONTROL).type(JSON_TYPE).send(body);
        }
        return { response: await respond(request, reply) };
      },
    });

    async function respond(request: FastifyRequest, reply: FastifyReply) {
      const context = {
        params: endpoint.params ? parseOrThrow(endpoint.params, request.params ?? {}, 'path') : undefined,
        query: endpoint.query ? parseOrThrow(endpoint.query, request.query ?? {}, 'query') : undefined,
        body: endpoint.body ? parseOrThrow(endpoint.body, request.body ?? {}, 'body') : undefined,
        user: request.user,
        request,
        reply,
      } as EndpointContext<Endpoint>;
      const response = await handler(context);
      if (options.validateResponses) {
        const checked = v.safeParse(endpoint.response, response);
        if (!checked.success) {
          const detail = checked.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`).join('; ');
          throw new Error(`Response of ${name} does not match its schema: ${detail}`);
        }
      }
      return response;
    }
  }
}
