import { openApiDocument } from '@olive/api/openapi';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * The contract test (docs/adr/0133-contract-test-over-every-server-test.md): every answer the server
 * gives to the server tests, HTTP or `app.inject`, is checked against the OpenAPI document the server
 * serves, by Ajv in strict mode over the document's own schemas. The status must be declared for the
 * operation, the media type must be one the status declares, the body must fit its schema and a
 * required header must be there. A miss fails the test that made the request (contractSetup.ts).
 */

type Schema = Record<string, unknown>;
interface Answer {
  description: string;
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  operationId: string;
  responses: Record<string, Answer>;
}

const document = openApiDocument() as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const COMPONENTS = 'olive:components';

/** `#/components/schemas/X` → the components schema Ajv knows under its own id. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', `${COMPONENTS}#/$defs/`) : rebase(v),
      ]),
    );
  }
  return value;
}

const ajv = new Ajv2020({ strict: true, allErrors: true, discriminator: true });
addFormats(ajv);
// OpenAPI's own annotation beside JSON Schema's `examples`.
ajv.addKeyword('example');
ajv.addSchema({ $id: COMPONENTS, $defs: rebase(document.components.schemas) as Schema });

/** Every operation of the document, by method and Fastify route pattern (`/api/news/:id`). */
const operations = new Map<string, Operation>();
for (const [at, byMethod] of Object.entries(document.paths)) {
  for (const [method, op] of Object.entries(byMethod)) {
    operations.set(`${method.toUpperCase()} ${at.replace(/\{([A-Za-z]+)\}/g, ':$1')}`, op);
  }
}

export const operationIds: readonly string[] = [...operations.values()].map((op) => op.operationId);

const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: Schema): ValidateFunction {
  let v = validators.get(key);
  if (!v) {
    v = ajv.compile(rebase(schema) as Schema);
    validators.set(key, v);
  }
  return v;
}

/** A media type as the document keys it: lower case, no spaces around `;`. */
const normalise = (type: string) =>
  type
    .toLowerCase()
    .split(';')
    .map((s) => s.trim())
    .join('; ');

/**
 * The declared media type a Content-Type matches: the same string, or `application/json` for JSON sent
 * with `charset=utf-8` (RFC 8259: JSON is UTF-8, the parameter adds nothing).
 */
function declaredType(sent: string, declared: string[]): string | undefined {
  const n = normalise(sent);
  return declared.find(
    (d) => normalise(d) === n || (d === 'application/json' && n === 'application/json; charset=utf-8'),
  );
}

export interface ContractRecord {
  operationId: string;
  method: string;
  url: string;
  status: number;
  contentType: string;
}

/** Operations answered so far in this worker, and the answers that broke the document. */
export const answered = new Set<string>();
export const violations: string[] = [];
/** How many answers were checked, and the time the checks took (for the run's summary). */
export const cost = { answers: 0, ms: 0 };

function parseBody(payload: unknown): unknown {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
  if (text === undefined) return undefined;
  return text === '' ? undefined : JSON.parse(text);
}

/** The headers a status declares required that the answer lacks. */
function missingHeaders(answer: Answer, headers: Record<string, unknown>): string[] {
  return Object.entries(answer.headers ?? {})
    .filter(([name, header]) => header.required && headers[name.toLowerCase()] === undefined)
    .map(([name]) => `header ${name} is missing`);
}

/** What is wrong with a JSON body against its schema, or nothing. */
function bodyProblems(key: string, schema: Schema, payload: unknown): string[] {
  let body: unknown;
  try {
    body = parseBody(payload);
  } catch {
    return ['the JSON body does not parse'];
  }
  if (body === undefined) return [];
  const validate = validatorFor(key, schema);
  if (validate(body)) return [];
  const errors = ajv.errorsText(validate.errors, { separator: '; ' });
  return [`the body does not fit its schema: ${errors} — ${JSON.stringify(body).slice(0, 300)}`];
}

/** What is wrong with an answer's media type and body, or nothing. */
function contentProblems(
  op: Operation,
  status: number,
  answer: Answer,
  contentType: string | undefined,
  payload: unknown,
) {
  const declared = Object.keys(answer.content ?? {});
  if (declared.length === 0) {
    const hasBody = contentType !== undefined || (payload !== null && payload !== undefined && String(payload) !== '');
    return hasBody ? [`a body (${contentType}) where ${status} declares none`] : [];
  }
  if (contentType === undefined) return [`no Content-Type where ${status} declares ${declared.join(', ')}`];
  const type = declaredType(contentType, declared);
  if (!type) return [`Content-Type ${contentType} is not declared for ${status} (${declared.join(', ')})`];
  const schema = answer.content?.[type]?.schema;
  return schema && type === 'application/json'
    ? bodyProblems(`${op.operationId} ${status} ${type}`, schema, payload)
    : [];
}

/** What is wrong with one answer, or nothing. */
export function checkAnswer(
  op: Operation,
  status: number,
  headers: Record<string, unknown>,
  payload: unknown,
): string[] {
  const answer = op.responses[String(status)];
  if (!answer) return [`status ${status} is not declared (declared: ${Object.keys(op.responses).join(', ')})`];
  const contentType = headers['content-type'] === undefined ? undefined : String(headers['content-type']);
  return [...missingHeaders(answer, headers), ...contentProblems(op, status, answer, contentType, payload)];
}

const watched = new WeakSet<FastifyInstance>();

/** Checks every answer `app` gives against the document (call before the server is ready). */
export function watchContract(app: FastifyInstance): void {
  if (watched.has(app)) return;
  watched.add(app);
  app.addHook('onSend', async (request, reply, payload) => {
    // HEAD is GET without a body (RFC 9110), which the document does not list apart.
    if (request.method === 'HEAD') return payload;
    const pattern = request.routeOptions.url;
    const op = pattern === undefined ? undefined : operations.get(`${request.method} ${pattern}`);
    if (!op) return payload;
    answered.add(op.operationId);
    const started = performance.now();
    const problems = checkAnswer(op, reply.statusCode, reply.getHeaders(), payload);
    cost.answers += 1;
    cost.ms += performance.now() - started;
    if (problems.length > 0) {
      violations.push(
        `${op.operationId} (${request.method} ${request.url} → ${reply.statusCode}): ${problems.join('; ')}`,
      );
    }
    return payload;
  });
}
