// Compile-time checks of `send` against the endpoint table (tsc runs over this file in `npm test`).
import { describe, expectTypeOf, it } from 'vitest';
import { endpointPaths } from '../access/endpointPaths';
import { listOf, single } from '../schemas/common';
import { contract } from '../schemas/contracts';
import { news } from '../schemas/news';
import { createHttp, type Download } from './http';

describe('send is typed by the endpoint table', () => {
  it('answers the type of the endpoint’s answer, a Download for files, null for 204', () => {
    const send = createHttp({ fetch: async () => new Response('{}') }).sender(endpointPaths);
    expectTypeOf(send('contracts.list', {}, listOf(contract))).resolves.toMatchTypeOf<
      { ok: true; data: { data: Array<{ managementNumber: string }> } } | { ok: false }
    >();
    expectTypeOf(send('contracts.export', {}, 'blob')).resolves.toMatchTypeOf<
      { ok: true; data: Download } | { ok: false }
    >();
    expectTypeOf(send('auth.csrfCookie', {}, 'empty')).resolves.toMatchTypeOf<
      { ok: true; data: null } | { ok: false }
    >();
    // @ts-expect-error: another endpoint's answer struct does not fit contracts.list
    void send('contracts.list', {}, single(news));
  });
});
