import { type EndpointKey, endpoints, type FieldErrors, fieldLabels, inputProblems, toFieldErrors } from '@olive/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Struct, validate } from 'superstruct';
import type { ServerContext } from './context';
import { serverMessages } from './messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The input as the route's schemas parsed it; set by the guard (plugins/guard) before the handler. */
    parsedInput: ParsedInput | null;
  }
}

/** An answer with a status other than 200, and a body in the api package's error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { code?: string; errors?: FieldErrors; data?: unknown } = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string = serverMessages.notFound) => new HttpError(404, message);
export const forbidden = (message: string = serverMessages.forbidden) => new HttpError(403, message);

/** A 422 for one field, worded like the validation catalogue's messages. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, serverMessages.validation, { errors: { [field]: [message] } });
}

/**
 * Validates with the same superstruct schema the client uses; 422 `{ message, errors }` when it fails.
 * Before the schema, the input as a whole is checked (api `inputProblems`): no key named after an
 * Object.prototype member, no NUL or lone surrogate in any string, no absurd nesting.
 */
export function parse<T>(struct: Struct<T, unknown>, value: unknown, labels: Record<string, string> = fieldLabels): T {
  const problems = inputProblems(value, labels);
  if (problems) throw new HttpError(422, serverMessages.validation, { errors: problems });
  const [error, result] = validate(value ?? {}, struct, { coerce: true });
  if (error) throw new HttpError(422, serverMessages.validation, { errors: toFieldErrors(error, labels) });
  return result as T;
}

export interface RouteSchemas<P, Q, B> {
  params?: Struct<P, unknown>;
  query?: Struct<Q, unknown>;
  body?: Struct<B, unknown>;
  labels?: Record<string, string>;
}

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What the guard needs to know of a route: read from the route Fastify matched, never from the URL. */
export interface RouteAccessConfig {
  /** The api endpoint this route is; the guard decides access from its entry in the table. */
  endpointKey?: EndpointKey;
  /** The input schemas, parsed by the guard before the agency rule (so it judges validated values). */
  schemas?: RouteSchemas<unknown, unknown, unknown>;
  /** A route outside the api table that anyone may call (only GET /api/health). */
  publicRoute?: true;
}

/** The request's input as the route's schemas parsed it (set by the guard, read by the handler). */
export interface ParsedInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * Registers the handler of one endpoint of the api table: method and path come from the table, and
 * the endpoint key rides in the route's config, so the guard (plugins/guard) decides on the route
 * Fastify actually dispatched — whatever spelling of the URL reached it, HEAD included. The guard
 * also parses the input with these schemas before the handler runs. This is the only way an /api,
 * /login or /logout route may be registered (the guard refuses any other at start).
 */
export function defineRoute<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  app: FastifyInstance,
  key: EndpointKey,
  schemas: RouteSchemas<P, Q, B>,
  handler: (input: RouteInput<P, Q, B>) => Promise<unknown>,
): void {
  const endpoint = endpoints[key];
  const config: RouteAccessConfig = { endpointKey: key, schemas: schemas as RouteSchemas<unknown, unknown, unknown> };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config,
    handler: async (request, reply) => {
      const input = request.parsedInput;
      // The guard parses before any handler; a route reached without it is refused, never run.
      if (!input || request.endpointKey !== key) throw new HttpError(403, serverMessages.forbidden);
      const result = await handler({
        params: input.params as P,
        query: input.query as Q,
        body: input.body as B,
        request,
        reply,
      });
      if (reply.sent) return reply;
      return result;
    },
  });
}

export type RouteRegistrar = (app: FastifyInstance, ctx: ServerContext) => void;
