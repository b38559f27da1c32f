import { endpointKeys } from '@olive/api';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('the API contract served for backend teams', () => {
  it('serves the OpenAPI 3.1 document of every endpoint, valid, to anyone', async () => {
    const res = await fetch(`${t.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const ids = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod).map((o) => o.operationId));
    expect(ids.sort()).toEqual([...endpointKeys, 'server.docs', 'server.health', 'server.openapi'].sort());
    expect((await new Validator().validate(document)).valid).toBe(true);
  });

  it('serves the reference page as HTML without script, under the portal’s CSP', async () => {
    const res = await fetch(`${t.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('契約一覧を表示');
    expect(html).not.toMatch(/<script/i);
  });

  it('takes no writes there: POST is refused, not handled', async () => {
    const res = await fetch(`${t.url}/api/openapi.json`, { method: 'POST' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
