import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EndpointDefinition, EndpointParsed, EndpointResult } from '@kg/contract';
import { makeContext, type ServiceContext } from './context';
import { assertNoNul } from './nul-guard';
import { ok } from './reply';
import { responses, errorResponses } from './route-schema';

/** What a handler gets: the validated input, the service context, and (for uploads and downloads) the raw HTTP pair. */
export type RouteInput<E extends EndpointDefinition> = EndpointParsed<E> & {
  ctx: ServiceContext;
  request: FastifyRequest;
  reply: FastifyReply;
};

type Handler<E extends EndpointDefinition> = E extends { kind: 'download' }
  ? (input: RouteInput<E>) => Promise<FastifyReply>
  : (input: RouteInput<E>) => Promise<EndpointResult<E>>;

/** A route: the contract's endpoint and the handler that answers it — nothing the endpoint already says. */
export type RouteDefinition = {
  endpoint: EndpointDefinition;
  handler: (input: RouteInput<EndpointDefinition>) => Promise<unknown>;
  options: RouteOptions;
};

/** Server-only route settings the contract does not describe (a stricter rate limit, the CSRF binding of refresh). */
export type RouteOptions = { config?: Omit<FastifyContextConfig, 'access' | 'scope' | 'withTemporaryPassword'> };

export function route<const E extends EndpointDefinition>(endpoint: E, handler: Handler<E>, options: RouteOptions = {}): RouteDefinition {
  return { endpoint, handler: handler as RouteDefinition['handler'], options };
}

/** The per-request service context: the signed-in principal, the app's database and files, the request's id and IP. */
export function contextOf(app: FastifyInstance, request: FastifyRequest): ServiceContext {
  return makeContext(
    { db: app.db, config: app.config, files: app.files, log: request.log },
    request.principal ?? request.family,
    { requestId: request.id, ip: request.ip },
    undefined,
    request.scope,
  );
}

const downloadResponses = { 200: z.any().describe('파일'), ...errorResponses };

/** Registers routes from their endpoint definitions: full path, schemas, access and class scope all come from the contract. */
export function registerRoutes(fastify: FastifyInstance, routes: readonly RouteDefinition[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const { endpoint, handler, options } of routes) {
    const kind = endpoint.kind ?? 'json';
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { ...options.config, access: endpoint.access, scope: endpoint.scope, withTemporaryPassword: endpoint.withTemporaryPassword },
      schema: {
        tags: endpoint.tag ? [endpoint.tag] : undefined,
        summary: endpoint.summary,
        ...(kind === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: kind === 'download' ? downloadResponses : responses(endpoint.response, endpoint.status),
      },
      // before the schemas: a NUL in any string is refused the same way on every call
      preValidation: async (request) => assertNoNul(request),
      handler: async (request, reply) => {
        const input = {
          params: request.params ?? {},
          query: request.query ?? {},
          body: request.body,
          ctx: contextOf(app, request),
          request,
          reply,
        } as RouteInput<EndpointDefinition>;
        const result = await handler(input);
        if (kind === 'download') return result;
        if (endpoint.status) reply.code(endpoint.status as 200); // the declared success status (201 for creations)
        return ok(result);
      },
    });
  }
}
