import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Middleware } from 'openapi-fetch';

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>;
type Document = { paths: Record<string, Record<string, { operationId: string; responses: Responses }>> };

const documentFile = path.resolve(import.meta.dirname, '../../../docs/openapi.json');

/** A JSON Pointer segment (RFC 6901), URI-encoded for a `$ref` fragment. */
const pointer = (segment: string) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));

/** `text/csv; charset=utf-8` → `text/csv;charset=utf-8`, to compare media types as written either way. */
const normalise = (type: string) => type.toLowerCase().replace(/\s+/g, '');

/**
 * The listed media type the sent content-type matches: one listed with parameters must match them as
 * well, one listed without matches the sent type whatever its parameters.
 */
function listedTypeOf(listed: string[], sent: string | null): string | undefined {
  return listed.find((type) =>
    type.includes(';')
      ? normalise(type) === normalise(sent ?? '')
      : normalise(type) === normalise(sent ?? '').split(';')[0],
  );
}

/**
 * Checks every answer the example receives against docs/openapi.json, as a strict integrator's
 * tooling would: the status is one the operation documents, the media type one it lists for that
 * status, and a JSON body valid against its schema. Each disagreement is kept, not thrown, so one
 * run lists them all.
 */
export function documentCheck() {
  const document = JSON.parse(readFileSync(documentFile, 'utf8')) as Document;
  // Not strict: the document is more than a schema (paths, operations), and ajv reads only the refs.
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  ajv.addSchema(document, 'openapi');
  const disagreements: string[] = [];
  /** The JSON bodies validated against their schema, so a run that checked none is seen. */
  const validated: string[] = [];

  /** Validates a JSON body against the schema the document gives at `ref`, `what` naming the answer. */
  const checkJsonBody = async (response: Response, ref: string, what: string) => {
    const validate = ajv.getSchema(`openapi#/${ref}`);
    if (!validate) throw new Error(`[documentCheck] no schema at ${ref}`);
    const body: unknown = await response.clone().json();
    validated.push(what);
    if (!validate(body)) {
      const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      disagreements.push(`${what}: body not valid: ${problems}`);
    }
  };

  const middleware: Middleware = {
    onResponse: async ({ request, response, schemaPath }) => {
      const method = request.method.toLowerCase();
      const operation = document.paths[schemaPath]?.[method];
      const where = `${request.method} ${schemaPath} → ${response.status}`;
      if (!operation) {
        disagreements.push(`${where}: the document has no such operation`);
        return response;
      }
      const documented = operation.responses[String(response.status)];
      if (!documented) {
        disagreements.push(`${where} (${operation.operationId}): status not in the document`);
        return response;
      }
      const sent = response.headers.get('content-type');
      const listed = Object.keys(documented.content ?? {});
      if (listed.length === 0) {
        if (sent && response.headers.get('content-length') !== '0') {
          disagreements.push(`${where} (${operation.operationId}): a ${sent} body where the document has none`);
        }
        return response;
      }
      const match = listedTypeOf(listed, sent);
      if (!match) {
        disagreements.push(
          `${where} (${operation.operationId}): content-type ${sent}, the document lists ${listed.join(', ')}`,
        );
        return response;
      }
      if (match === 'application/json') {
        const ref = ['paths', schemaPath, method, 'responses', String(response.status), 'content', match, 'schema']
          .map(pointer)
          .join('/');
        await checkJsonBody(response, ref, `${where} (${operation.operationId})`);
      }
      return response;
    },
  };
  return { middleware, disagreements, validated };
}
