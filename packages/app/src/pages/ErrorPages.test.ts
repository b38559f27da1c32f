import type { ApiResult } from '@olive/api';
import { describe, expect, it } from 'vitest';
import { notFound, orNotFound, rowId } from './ErrorPages';

const failed = (status: number): ApiResult<{ data: number }> => ({
  ok: false,
  status,
  error: { kind: 'bad-request', status, message: '見つかりません。' },
});

describe('a detail page of an unknown id shows the 404 page', () => {
  it('rowId takes a positive 32-bit integer and nothing else', () => {
    expect(rowId('1')).toBe(1);
    expect(rowId('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '-1', '01', '1.5', '1e3', 'abc', '', ' 1', '2147483648', '99999999999', undefined])
      expect(rowId(bad)).toBeNull();
  });

  it('orNotFound turns a 404 into an answer, and leaves every other answer as it was', async () => {
    await expect(orNotFound(Promise.resolve(failed(404)))).resolves.toMatchObject({ ok: true, data: notFound });
    const forbidden = failed(403);
    await expect(orNotFound(Promise.resolve(forbidden))).resolves.toBe(forbidden);
    const server = failed(500);
    await expect(orNotFound(Promise.resolve(server))).resolves.toBe(server);
    const found: ApiResult<{ data: number }> = { ok: true, status: 200, data: { data: 7 }, headers: new Headers() };
    await expect(orNotFound(Promise.resolve(found))).resolves.toBe(found);
  });
});
