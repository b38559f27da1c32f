import { type EndpointKey, endpoints, type FieldErrors, fieldLabels, toFieldErrors } from '@olive/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Struct, validate } from 'superstruct';
import type { ServerContext } from './context';
import { serverMessages } from './messages';

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

/** Validates with the same superstruct schema the client uses; 422 `{ message, errors }` when it fails. */
export function parse<T>(struct: Struct<T, unknown>, value: unknown, labels: Record<string, string> = fieldLabels): T {
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

/**
 * Registers the handler of one endpoint of the api table: method and path come from the table,
 * input is checked with the api schemas. Access, CSRF and logging happen in the hooks (plugins/guard).
 */
export function defineRoute<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  app: FastifyInstance,
  key: EndpointKey,
  schemas: RouteSchemas<P, Q, B>,
  handler: (input: RouteInput<P, Q, B>) => Promise<unknown>,
): void {
  const endpoint = endpoints[key];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const params = (schemas.params ? parse(schemas.params, request.params, schemas.labels) : {}) as P;
      const query = (schemas.query ? parse(schemas.query, request.query, schemas.labels) : {}) as Q;
      const body = (schemas.body ? parse(schemas.body, request.body, schemas.labels) : undefined) as B;
      const result = await handler({ params, query, body, request, reply });
      if (reply.sent) return reply;
      return result;
    },
  });
}

export type RouteRegistrar = (app: FastifyInstance, ctx: ServerContext) => void;
