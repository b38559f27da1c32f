import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { is, type Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { endpointKeys } from '../access/endpointPaths';
import { endpointShapes } from '../access/endpointShapes';
import { endpoints } from '../access/endpoints';
import { changePasswordBody, loginBody } from '../schemas/auth';
import { agencyCode, emailAddress, errorBody, page, phoneNumber, verificationCode } from '../schemas/common';
import { contractDetail, contractListQuery } from '../schemas/contracts';
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
        for (const code of ['401', '403', '422', '500', '503'])
          expect(op.responses, op.operationId).toHaveProperty(code);
        // A body too large (413) or of a media type the server does not parse (415): only with a body.
        for (const code of ['413', '415']) expect(code in op.responses, op.operationId).toBe(Boolean(op.requestBody));
      }
    }
  });

  it('names the header that carries a download’s file name', () => {
    const csv = paths['/api/contractsExport']?.get?.responses['200'] as { headers?: Record<string, unknown> };
    expect(csv.headers?.['Content-Disposition']).toMatchObject({ required: true, schema: { type: 'string' } });
    const json = paths['/api/contracts']?.get?.responses['200'] as { headers?: Record<string, unknown> };
    expect(json.headers).toBeUndefined();
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

describe('the rules the document states', () => {
  // An independent validator reads the document's schemas as an integrator's tools would.
  const ajv = addFormats(new Ajv2020({ strict: true, allErrors: true }));
  // biome-ignore lint/suspicious/noExplicitAny: any struct under test
  const agree = (struct: Struct<any, any>, values: unknown[]) => {
    const check = ajv.compile(toJsonSchema(struct));
    for (const value of values) expect(check(value), JSON.stringify(value)).toBe(is(value, struct));
  };

  it('says what the server checks: lengths, patterns, ranges, e-mail', () => {
    agree(agencyCode, ['A0001', 'Z9999', 'a0001', 'A001', 'A00011', '', ' A0001', 12]);
    agree(verificationCode, ['123456', '12345', '1234567', 'abcdef', '']);
    agree(phoneNumber, ['09012345678', '0312345678', '9012345678', '090123456789', '']);
    agree(emailAddress, [
      'a@example.jp',
      'a.b+c@mail.example.co.jp',
      'a@',
      '@example.jp',
      '',
      `${'a'.repeat(250)}@x.jp`,
    ]);
    agree(page, [1, 2, 2_147_483_647, 0, -1, 1.5, 2_147_483_648]);
    const email = toJsonSchema(emailAddress);
    expect(email).toMatchObject({ type: 'string', format: 'email', maxLength: 255, minLength: 1 });
    expect(toJsonSchema(page)).toMatchObject({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
  });

  it('keeps a rule through optional and nullable fields', () => {
    const body = toJsonSchema(changePasswordBody) as { properties: Record<string, JsonSchemaLike> };
    expect(body.properties.password).toMatchObject({ minLength: 12, maxLength: 64 });
    const login = toJsonSchema(loginBody) as { properties: Record<string, JsonSchemaLike> };
    expect(login.properties.email).toMatchObject({ format: 'email' });
    const query = toJsonSchema(contractListQuery) as { properties: Record<string, JsonSchemaLike> };
    expect(query.properties.page).toMatchObject({ minimum: 1 });
    expect(query.properties.keyword).toMatchObject({ maxLength: expect.any(Number) });
  });

  it('lets a nullable enum be null', () => {
    const detail = toJsonSchema(contractDetail) as {
      properties: { hozenRequests: { items: { properties: { paymentMethod: JsonSchemaLike } } } };
    };
    const method = detail.properties.hozenRequests.items.properties.paymentMethod;
    expect(method.enum).toContain(null);
    const check = ajv.compile(method);
    expect(check(null)).toBe(true);
    expect(check('1')).toBe(true);
    expect(check('3')).toBe(false);
  });

  it('describes per-field messages as a map of string arrays, and an upload refusal with its data', () => {
    const error = toJsonSchema(errorBody) as { properties: { errors: JsonSchemaLike } };
    expect(error.properties.errors).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    });
    const check = ajv.compile(toJsonSchema(errorBody));
    expect(check({ message: 'x', errors: { 'statuses.0': ['…'], _: ['…'] } })).toBe(true);
    expect(check({ message: 'x', errors: { email: 'not an array' } })).toBe(false);
    const upload = Object.values(paths).find((p) => p.post?.operationId.startsWith('uploads.'))?.post;
    expect(upload?.responses['422']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/UploadRefusal' } } },
    });
    const schemas = (document.components as { schemas: Record<string, JsonSchemaLike> }).schemas;
    expect(Object.keys(schemas.UploadRefusal?.properties ?? {})).toEqual(['message', 'code', 'errors', 'data']);
  });

  it('describes every tag and names a licence', () => {
    const tags = document.tags as Array<{ name: string; description?: string }>;
    for (const tag of tags) expect(tag.description, tag.name).toBeTruthy();
    expect((document.info as { license?: { name: string } }).license?.name).toBeTruthy();
  });
});

type JsonSchemaLike = { [key: string]: unknown; enum?: unknown[]; properties?: Record<string, unknown> };
