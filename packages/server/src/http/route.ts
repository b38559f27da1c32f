import { finished } from 'node:stream/promises';
import {
  type BodyOf,
  type EndpointAccessOf,
  type EndpointKey,
  type EndpointShapes,
  endpointShapes,
  endpoints,
  type FieldErrors,
  fieldLabels,
  inputProblems,
  type ParamsOf,
  type QueryOf,
  toFieldErrors,
} from '@olive/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Struct, validate } from 'superstruct';
import type { UserRow } from '../accounts/users';
import type { ServerContext } from '../context';
import type { Db } from '../db';
import { serverMessages } from '../messages';
import { openRequestTransaction } from '../plugins/requestTx';

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

export interface RouteInput<P, Q, B, U = UserRow | null> {
  params: P;
  query: Q;
  body: B;
  /** The session's user: always there for an endpoint that needs a session (the guard refused any other). */
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The user a handler of endpoint K is called with: none is possible only where the table says 'public'. */
export type UserOf<K extends EndpointKey> = EndpointAccessOf<K> extends 'public' ? UserRow | null : UserRow;

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

type Shape<K extends EndpointKey> = EndpointShapes[K];

/**
 * A route may name its schemas (for the reader), but they must be the endpoint table's own structs:
 * another struct does not type-check, and a different object of the same type fails at start.
 */
type SchemaOptions<K extends EndpointKey> = {
  [P in 'params' | 'query' | 'body' as P extends keyof Shape<K> ? P : never]?: P extends keyof Shape<K>
    ? Shape<K>[P]
    : never;
};
export type RouteOptions<K extends EndpointKey> = SchemaOptions<K> & { labels?: Record<string, string> };

/** A multipart body is read by its handler (files, fields); the guard parses JSON bodies only. */
type BodyIn<K extends EndpointKey> = Shape<K> extends { multipart: object } ? undefined : BodyOf<K>;

/** What a handler answers: the endpoint's answer type, or anything for files and 204s (sent on the reply). */
// biome-ignore lint/suspicious/noExplicitAny: the struct's input side does not matter here
export type HandlerAnswer<K extends EndpointKey> = Shape<K>['answer'] extends Struct<infer T, any> ? T : unknown;

/**
 * Whether `A` (what a handler returns) has only fields the answer shape `S` has, at every depth.
 * TypeScript checks extra fields only on a literal assigned straight to a type; a handler's inferred
 * return type escapes that check, and a row with a `passwordHash` would then reach the client.
 */
export type IsExact<S, A> = [A] extends [never]
  ? true
  : [A] extends [readonly (infer AE)[]]
    ? [NonNullable<S>] extends [readonly (infer SE)[]]
      ? IsExact<SE, AE>
      : false
    : [A] extends [Date]
      ? true
      : [A] extends [object]
        ? [NonNullable<S>] extends [object]
          ? [Exclude<keyof A, keyof NonNullable<S>>] extends [never]
            ? [
                {
                  [P in keyof A]-?: P extends keyof NonNullable<S> ? IsExact<NonNullable<S>[P], A[P]> : false;
                }[keyof A],
              ] extends [true]
              ? true
              : false
            : false
          : false
        : true;

/** An extra, impossible argument when the handler's answer has fields its schema lacks: tsc refuses the call. */
export type ExactAnswer<K extends EndpointKey, R> =
  unknown extends HandlerAnswer<K>
    ? []
    : IsExact<HandlerAnswer<K>, R> extends true
      ? []
      : [answerHasFieldsItsSchemaLacks: never];

/** The schemas the guard parses a route's input with: the endpoint table's, checked at start. */
function routeSchemas<K extends EndpointKey>(
  key: K,
  options: RouteOptions<K>,
): RouteSchemas<unknown, unknown, unknown> {
  const shape = endpointShapes[key] as {
    params?: Struct<unknown>;
    query?: Struct<unknown>;
    body?: Struct<unknown>;
    multipart?: object;
  };
  for (const part of ['params', 'query', 'body'] as const) {
    const named = (options as Record<string, unknown>)[part];
    if (named !== undefined && named !== shape[part]) {
      throw new Error(
        `[server/defineRoute] ${key}: its ${part} schema is not the endpoint table's (api endpointShapes)`,
      );
    }
  }
  return {
    ...(shape.params ? { params: shape.params } : {}),
    ...(shape.query ? { query: shape.query } : {}),
    ...(shape.body && !shape.multipart ? { body: shape.body } : {}),
    ...(options.labels ? { labels: options.labels } : {}),
  };
}

/** The input the guard parsed for endpoint `key`, refused when the guard did not run or let no one in. */
function guardedInput(key: EndpointKey, request: FastifyRequest): ParsedInput {
  const input = request.parsedInput;
  // The guard parses before any handler; a route reached without it is refused, never run.
  if (!input || request.endpointKey !== key) throw new HttpError(403, serverMessages.forbidden);
  // The guard refused a call without a session to any endpoint but a public one: checked again
  // here, so UserOf<K> holds whatever the guard becomes.
  if (!request.user && endpoints[key].access !== 'public') throw new HttpError(401, serverMessages.unauthenticated);
  return input;
}

/** Registers `run` as the route of endpoint `key`, its config naming the key and schemas for the guard. */
function registerRoute<K extends EndpointKey>(
  app: FastifyInstance,
  key: K,
  options: RouteOptions<K>,
  run: (input: ParsedInput, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const endpoint = endpoints[key];
  const config: RouteAccessConfig = { endpointKey: key, schemas: routeSchemas(key, options) };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config,
    handler: async (request, reply) => {
      const result = await run(guardedInput(key, request), request, reply);
      if (reply.sent) return reply;
      return result;
    },
  });
}

/**
 * Registers the handler of one GET endpoint of the api table: method and path from endpointPaths,
 * the params and query schemas from endpointShapes, and the handler's answer must have exactly the
 * table's answer type (ExactAnswer). It reads through `ctx.db`; an endpoint that writes is
 * registered with `defineWriteRoute`. The endpoint key rides in the route's config, so the guard
 * (plugins/guard) decides on the route Fastify actually dispatched — whatever spelling of the URL
 * reached it, HEAD included — and parses the input with the table's schemas before the handler runs.
 * These two are the only ways an /api, /login or /logout route may be registered (the guard refuses
 * any other at start). `const R` keeps a returned literal such as `code: 'SMS_MFA'` as the literal
 * its schema names (an array literal written straight into the answer becomes a readonly tuple
 * then: build it in a variable).
 */
export function defineRoute<K extends EndpointKey, const R extends HandlerAnswer<K>>(
  app: FastifyInstance,
  key: K,
  options: RouteOptions<K>,
  handler: (input: RouteInput<ParamsOf<K>, QueryOf<K>, BodyIn<K>, UserOf<K>>) => Promise<R>,
  ...exact: ExactAnswer<K, R>
): void {
  void exact;
  if (endpoints[key].method !== 'GET') {
    throw new Error(`[server/defineRoute] ${key} is a ${endpoints[key].method}: register it with defineWriteRoute`);
  }
  registerRoute(app, key, options, (input, request, reply) =>
    handler({
      params: input.params as ParamsOf<K>,
      query: input.query as QueryOf<K>,
      body: input.body as BodyIn<K>,
      user: request.user as UserOf<K>,
      request,
      reply,
    }),
  );
}

/**
 * A write route's options: a multipart endpoint's `readBody` reads its body, and may check it and do
 * what only reads (an upload's dry run), before the transaction begins.
 */
export type WriteRouteOptions<K extends EndpointKey, M> = RouteOptions<K> &
  (Shape<K> extends { multipart: object }
    ? { readBody: (request: FastifyRequest, query: QueryOf<K>) => Promise<M> }
    : object);

/** The body a write handler receives: the parsed JSON body, or what a multipart route's `readBody` read. */
type WriteBodyIn<K extends EndpointKey, M> = Shape<K> extends { multipart: object } ? M : BodyOf<K>;

/**
 * Resolves once the request's body has arrived in full: what a multipart reader left unread (the
 * closing boundary, an epilogue) is drained, so no transaction waits on a client still sending.
 * A client that never finishes is cut off by the server's request timeout (app `requestTimeout`).
 */
async function bodyReceived(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded) return;
  raw.resume();
  await finished(raw);
}

/**
 * Registers the handler of an endpoint that is not a GET (defineRoute tells the rest): the handler
 * receives `tx`, the request's own transaction, begun here once the guard has parsed the input and
 * the body has been received (a multipart body is read first, by `readBody`), and committed by the
 * guard with the request's action-log row (plugins/requestTx `recordRequest`): the mutation and its
 * row are kept both or neither. Everything the handler does to the database goes through `tx`; a
 * statement on `ctx.db` would run outside it (and on PGlite wait for it).
 */
export function defineWriteRoute<K extends EndpointKey, const R extends HandlerAnswer<K>, M = undefined>(
  app: FastifyInstance,
  ctx: ServerContext,
  key: K,
  options: WriteRouteOptions<K, M>,
  handler: (input: WriteInput<K, M>) => Promise<R>,
  ...exact: ExactAnswer<K, R>
): void {
  void exact;
  if (endpoints[key].method === 'GET') {
    throw new Error(`[server/defineWriteRoute] ${key} is a GET: register it with defineRoute`);
  }
  const readBody = (options as { readBody?: (request: FastifyRequest, query: QueryOf<K>) => Promise<M> }).readBody;
  registerRoute(app, key, options, async (input, request, reply) => {
    const body = readBody ? await readBody(request, input.query as QueryOf<K>) : input.body;
    await bodyReceived(request);
    const tx = await openRequestTransaction(ctx, request);
    return handler({
      params: input.params as ParamsOf<K>,
      query: input.query as QueryOf<K>,
      body: body as WriteBodyIn<K, M>,
      user: request.user as UserOf<K>,
      request,
      reply,
      tx,
    });
  });
}

/** What a write handler is called with: its input, and the request's transaction. */
export type WriteInput<K extends EndpointKey, M = undefined> = RouteInput<
  ParamsOf<K>,
  QueryOf<K>,
  WriteBodyIn<K, M>,
  UserOf<K>
> & {
  /** The request's transaction: committed with its log row before the answer leaves. */
  tx: Db;
};

export type RouteRegistrar = (app: FastifyInstance, ctx: ServerContext) => void;
