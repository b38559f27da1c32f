import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { is, type Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { errorStatusesOf } from '../access/answers';
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
    // Besides the table: the load balancer's probe and the document itself, with its HTML page.
    const server = ['server.docs', 'server.health', 'server.openapi'];
    expect(operations.map((o) => o.operationId).sort()).toEqual([...endpointKeys, ...server].sort());
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
    // Both halves of the CSRF pair in one requirement: the cookie and the header that repeats it.
    expect(paths['/api/olive-users']?.post?.security).toEqual([{ sessionCookie: [], xsrfCookie: [], xsrfHeader: [] }]);
    expect(paths['/login']?.post?.security).toEqual([{ xsrfCookie: [], xsrfHeader: [] }]);
    const schemes = (document.components as { securitySchemes: Record<string, { in: string; name: string }> })
      .securitySchemes;
    expect([schemes.xsrfCookie?.in, schemes.xsrfCookie?.name]).toEqual(['cookie', 'XSRF-TOKEN']);
    expect([schemes.xsrfHeader?.in, schemes.xsrfHeader?.name]).toEqual(['header', 'X-XSRF-TOKEN']);
    expect(paths['/api/csrf-cookie']?.get?.security).toEqual([]);
  });

  it('declares each operation’s error statuses from the one table of them', () => {
    for (const key of endpointKeys) {
      const { method, path, access } = endpoints[key];
      const op = paths[openApiPath(path)]?.[method.toLowerCase()];
      const errors = Object.keys(op?.responses ?? {}).filter((code) => Number(code) >= 400);
      expect(errors.sort(), key).toEqual(Object.keys(errorStatusesOf(key)).sort());
      for (const code of ['400', '403', '422', '500', '503']) expect(errors, key).toContain(code);
      // No session to miss on a public call (sign-in's own refusals aside); a body (413, 415) and the
      // CSRF pair (419) only on writes.
      if (!key.startsWith('auth.')) expect(errors.includes('401'), key).toBe(access !== 'public');
      for (const code of ['413', '415', '419']) expect(errors.includes(code), key).toBe(method !== 'GET');
    }
  });

  it('describes the sign-in answer as one of three, told apart by code', () => {
    const ajv = addFormats(new Ajv2020({ strict: true, allErrors: true }));
    const schemas = (document.components as { schemas: Record<string, object> }).schemas;
    const check = ajv.compile({ $defs: schemas, ...schemas.SignInAnswer });
    const user = {
      id: 1,
      name: 'n',
      email: 'a@b.jp',
      roleType: 'olive_admin',
      agencyCode: null,
      agencyName: null,
      isEmailVerified: true,
      phoneNumberStatus: 'verified',
      isMfaActive: false,
      lastLoginAt: null,
    };
    expect(check({ message: 'ok', user }), JSON.stringify(check.errors)).toBe(true);
    expect(check({ code: 'SMS_MFA', message: 'm', data: { session: 's', email: 'e', phoneNumber: '***' } })).toBe(true);
    expect(check({ code: 'NEW_PASSWORD_REQUIRED', message: 'm', data: { session: 's', email: 'e' } })).toBe(true);
    // A challenge without its data, or a code with a user, is none of the three.
    expect(check({ code: 'SMS_MFA', message: 'm' })).toBe(false);
    expect(check({ code: 'SMS_MFA', message: 'm', user })).toBe(false);
    expect(paths['/login']?.post?.responses['200']).toMatchObject({
      headers: { 'Set-Cookie': expect.anything() },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/SignInAnswer' } } },
    });
    expect(paths['/api/csrf-cookie']?.get?.responses['204']).toMatchObject({
      headers: { 'Set-Cookie': { required: true } },
    });
  });

  it('gives the news form each agency and each file as a part of its own', () => {
    const form = paths['/api/news']?.post?.requestBody?.content['multipart/form-data'] as {
      schema: { properties: Record<string, JsonSchemaLike>; required: string[]; additionalProperties: boolean };
    };
    expect(form.schema.properties.agencyCodeList).toMatchObject({ type: 'array' });
    expect(form.schema.properties.files).toMatchObject({ type: 'array', maxItems: 5 });
    expect(Object.keys(form.schema.properties).some((name) => name.includes('['))).toBe(false);
    expect(form.schema.required.sort()).toEqual(['content', 'isNotifyAll', 'title']);
    expect(form.schema.additionalProperties).toBe(false);
  });

  it('names the header that carries a download’s file name', () => {
    const csv = paths['/api/contractsExport']?.get?.responses['200'] as { headers?: Record<string, unknown> };
    const disposition = csv.headers?.['Content-Disposition'] as { required: boolean; schema: { pattern: string } };
    expect(disposition.required).toBe(true);
    const rfc5987 = new RegExp(disposition.schema.pattern);
    expect(rfc5987.test(`attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent('契約一覧.csv')}`)).toBe(
      true,
    );
    expect(rfc5987.test('attachment; filename="契約一覧.csv"')).toBe(false);
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
    // The refusal with the entries, or the common error for input refused before any entry is read.
    expect(upload?.responses['422']).toMatchObject({
      content: {
        'application/json': {
          schema: { anyOf: [{ $ref: '#/components/schemas/UploadRefusal' }, { $ref: '#/components/schemas/Error' }] },
        },
      },
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
