import { Validator } from '@seriousme/openapi-schema-validator';
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { endpointKeys } from '../access/endpointPaths';
import { endpointShapes } from '../access/endpointShapes';
import { endpoints } from '../access/endpoints';
import { contractListQuery } from '../schemas/contracts';
import { toJsonSchema } from './jsonSchema';
import { openApiDocument, openApiPath } from './openapi';

type Operation = {
  operationId: string;
  parameters: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
  security: unknown[];
};
const document = openApiDocument();
const paths = document.paths as Record<string, Record<string, Operation>>;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (the standard schema validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator does refuse a broken document: a response without its description.
    const broken = structuredClone(document) as { paths: Record<string, Record<string, Operation>> };
    const answer = broken.paths['/api/me']?.get?.responses['200'] as { description?: string } | undefined;
    expect(answer?.description).toBeTruthy();
    if (answer) delete answer.description;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('lists every endpoint of the table once, under its method and path', () => {
    const operations = Object.values(paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations.map((o) => o.operationId).sort()).toEqual([...endpointKeys].sort());
    for (const key of endpointKeys) {
      const { method, path } = endpoints[key];
      expect(paths[openApiPath(path)]?.[method.toLowerCase()]?.operationId, key).toBe(key);
    }
  });

  it('gives each path parameter of the table, and the query and body of its shape', () => {
    const show = paths['/api/contracts/{id}']?.get;
    expect(show?.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['id', 'path', true],
      ['agencyCode', 'query', true],
    ]);
    const list = paths['/api/contracts']?.get;
    expect(list?.parameters.find((p) => p.name === 'statuses[]')).toMatchObject({ in: 'query', required: false });
    expect(paths['/login']?.post?.requestBody?.content).toHaveProperty('application/json');
    expect(paths['/api/news']?.post?.requestBody?.content).toHaveProperty('multipart/form-data');
    expect(paths['/api/news']?.post?.responses).toHaveProperty('201');
    expect(paths['/api/contractsExport']?.get?.responses['200']).toMatchObject({
      content: { 'text/csv; charset=utf-8': expect.anything() },
    });
  });

  it('asks for the session cookie, and the XSRF header on writes, except on public calls', () => {
    expect(paths['/api/contracts']?.get?.security).toEqual([{ sessionCookie: [] }]);
    expect(paths['/api/olive-users']?.post?.security).toEqual([{ sessionCookie: [], xsrfHeader: [] }]);
    expect(paths['/login']?.post?.security).toEqual([{ xsrfHeader: [] }]);
    expect(paths['/api/csrf-cookie']?.get?.security).toEqual([]);
  });

  it('describes every error answer with the error shape', () => {
    for (const byMethod of Object.values(paths)) {
      for (const op of Object.values(byMethod)) {
        for (const code of ['401', '403', '422', '500']) expect(op.responses, op.operationId).toHaveProperty(code);
      }
    }
  });
});

describe('toJsonSchema', () => {
  it('marks what the struct itself accepts missing or null, and refuses extra keys of an object', () => {
    const schema = toJsonSchema(contractListQuery);
    expect(schema.required).toEqual(['agencyCode']);
    expect(schema.additionalProperties).toBe(false);
    const props = schema.properties as Record<string, { type: unknown }>;
    expect(props.startFirstContractDate?.type).toEqual(['string', 'null']);
    // What the schema says is what superstruct does.
    expect(validate({ agencyCode: 'A0001', startFirstContractDate: null }, contractListQuery)[0]).toBeUndefined();
    expect(validate({ keyword: 'x' }, contractListQuery)[0]).toBeDefined();
  });

  it('has a shape for every endpoint with a JSON answer that converts', () => {
    for (const key of endpointKeys) {
      const { answer } = endpointShapes[key];
      if (typeof answer === 'object' && answer !== null && !('file' in answer)) {
        expect(() => toJsonSchema(answer), key).not.toThrow();
      }
    }
  });
});
