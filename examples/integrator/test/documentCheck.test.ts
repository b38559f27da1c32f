import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { paths } from '../src/openapi';
import { documentCheck } from './documentCheck';

/** A client whose server always gives `answer`, with the check on it: what does the check report? */
function checkedAgainst(answer: Response) {
  const { middleware, disagreements, validated } = documentCheck();
  const api = createClient<paths>({ baseUrl: 'http://portal.test', fetch: async () => answer });
  api.use(middleware);
  return { api, disagreements, validated };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

describe('the check of answers against docs/openapi.json', () => {
  it('passes an answer the document describes', async () => {
    const { api, disagreements, validated } = checkedAgainst(json({ message: 'Unauthenticated.' }, 401));
    await api.GET('/api/me');
    expect(disagreements).toEqual([]);
    expect(validated).toEqual(['GET /api/me → 401 (auth.me)']);
  });

  it('reports a body, a status and a media type the document does not describe', async () => {
    const wrongBody = checkedAgainst(json({ user: { id: 'one' } }));
    await wrongBody.api.GET('/api/me');
    expect(wrongBody.disagreements).toEqual([
      expect.stringMatching(/^GET \/api\/me → 200 \(auth\.me\): body not valid: /),
    ]);

    const wrongStatus = checkedAgainst(json({ message: 'x' }, 418));
    await wrongStatus.api.GET('/api/me');
    expect(wrongStatus.disagreements).toEqual(['GET /api/me → 418 (auth.me): status not in the document']);

    const wrongType = checkedAgainst(new Response('a,b', { headers: { 'content-type': 'text/plain' } }));
    await wrongType.api.GET('/api/contractsExport', { params: { query: { agencyCode: 'A0001' } }, parseAs: 'text' });
    expect(wrongType.disagreements).toEqual([
      'GET /api/contractsExport → 200 (contracts.export): content-type text/plain, the document lists text/csv; charset=utf-8',
    ]);
  });
});
