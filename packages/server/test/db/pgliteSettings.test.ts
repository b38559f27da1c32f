import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_SHARED_BUFFERS } from '../../src/db';
import { isPostgresRun, startTestServer, type TestServer } from '../harness';

/**
 * The embedded database's start parameters (docs/adr/0190-pglite-buffer-cache.md): the smaller
 * buffer cache that keeps the portal within its memory, and PGlite's own defaults kept beside it
 * (a list of parameters replaces PGlite's, fsync off among them, docs/adr/0023-pglite-is-the-single-process-reference.md).
 */
describe.skipIf(isPostgresRun())('the embedded database', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const show = async (name: string) => {
    const pglite = t.ctx.database.pglite;
    if (!pglite) throw new Error('not a PGlite database');
    const result = await pglite.query<Record<string, string>>(`SHOW ${name}`);
    return result.rows[0]?.[name];
  };

  it('runs with the buffer cache the portal chose', async () => {
    expect(PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(await show('shared_buffers')).toBe(PGLITE_SHARED_BUFFERS);
  });

  it('keeps PGlite’s own start parameters beside it', async () => {
    expect(await show('fsync')).toBe('off');
    expect(await show('max_parallel_workers_per_gather')).toBe('0');
    expect(await show('exit_on_error')).toBe('off');
  });
});
