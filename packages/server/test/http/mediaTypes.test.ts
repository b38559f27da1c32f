import { statementKinds } from '@olive/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/messages';
import { startTestServer, type TestServer } from '../harness';
import { type Caller, rawRequest, signedInCaller } from './attackKit';

let t: TestServer;
let admin: Caller;
beforeAll(async () => {
  t = await startTestServer();
  admin = await signedInCaller(t, 'super admin', 'super@demo.olive.test');
});
afterAll(() => t.close());

const multipart = (field: string, value: string) => ({
  type: 'multipart/form-data; boundary=b',
  body: `--b\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n--b--\r\n`,
});
const upload = `/api/${statementKinds[0]?.kind}/zip/upload`;

describe('a body of the wrong media type (docs/adr/0131-every-status-declared-in-one-place.md)', () => {
  it('a multipart body to a JSON call is 415, not read as {} (which would export the whole log)', async () => {
    const { type, body } = multipart('startDate', '2026/01/01 00:00:00');
    const r = await rawRequest(
      t.url,
      'POST',
      '/api/action-logs/download',
      { ...admin.headers, 'content-type': type },
      body,
    );
    expect(r.status).toBe(415);
    expect(JSON.parse(r.body)).toEqual({ message: serverMessages.unsupportedMediaType });
  });

  it('a JSON body to an upload is 415, not 406', async () => {
    const r = await rawRequest(
      t.url,
      'POST',
      `${upload}?agencyCode=A0001&year=2026&month=10`,
      { ...admin.headers, 'content-type': 'application/json' },
      '{"file":"x"}',
    );
    expect(r.status).toBe(415);
    expect(JSON.parse(r.body)).toEqual({ message: serverMessages.unsupportedMediaType });
  });

  it('a JSON body past the limit is 413 in words about the body, not about a file', async () => {
    const r = await rawRequest(
      t.url,
      'POST',
      '/api/action-logs/download',
      { ...admin.headers, 'content-type': 'application/json' },
      `{"route":"${'x'.repeat(1_100_000)}"}`,
    );
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toEqual({ message: serverMessages.bodyTooLarge });
  });

  it('a GET carrying a multipart Content-Type is answered: it has no body to refuse', async () => {
    const r = await rawRequest(t.url, 'GET', '/api/me', { ...admin.headers, 'content-type': 'multipart/form-data' });
    expect(r.status).toBe(200);
  });
});
