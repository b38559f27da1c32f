import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLogRow } from '../../src/audit/actionLog';
import type { LogRow } from '../../src/db';
import { actionLogs } from '../../src/db/schema';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

/** Cells a JSON or SQL writer could get wrong: quotes, backslashes, JSON syntax, emoji, nulls, the extremes. */
const awkward: LogRow[] = [
  toLogRow(
    {
      user: { id: 2_147_483_647, name: `O'Brien "大川" \\ 智子 {"a":[1]} 🫒`, email: 'x\\"y@example.jp' },
      agencyCode: 'A0001',
      ip: '2001:db8::1',
      method: 'GET',
      route: `/api/contracts?q='); DROP TABLE action_logs; --`,
      status: 200,
      description: '契約内容一覧の取得\u0000（NUL は置換）\uD800',
      target: `契約 '"\\ 🫒`,
    },
    new Date(Date.UTC(2026, 10, 23, 1, 2, 3, 456)),
  ),
  toLogRow(
    {
      user: null,
      agencyCode: null,
      ip: 'not an ip',
      method: 'post',
      route: '',
      status: 599,
      description: '',
      target: null,
    },
    new Date(Date.UTC(1999, 11, 31, 23, 59, 59)),
  ),
];

describe('the group commit batch insert', () => {
  it('writes every cell exactly as given, in one statement, for one row and for many', async () => {
    await t.ctx.database.insertLogRows(awkward);
    const many = Array.from({ length: 500 }, (_, i) => ({ ...(awkward[1] as LogRow), status: 200 + (i % 300) }));
    await t.ctx.database.insertLogRows(many);
    await t.ctx.database.insertLogRows([awkward[0] as LogRow]);
    const rows = await t.ctx.database.db.select().from(actionLogs).orderBy(desc(actionLogs.id)).limit(503);
    const cells = ({ id: _, ...row }: typeof actionLogs.$inferSelect) => row;
    expect(cells(rows[0] as typeof actionLogs.$inferSelect)).toEqual(awkward[0]);
    expect(rows.slice(1, 501).map(cells)).toEqual(many.reverse());
    expect(cells(rows[501] as typeof actionLogs.$inferSelect)).toEqual(awkward[1]);
    expect(cells(rows[502] as typeof actionLogs.$inferSelect)).toEqual(awkward[0]);
    expect((awkward[0] as LogRow).description).toContain('\uFFFD');
  });

  it('fails the whole batch, and the next batch still works, when a row breaks a constraint', async () => {
    const before = await t.ctx.database.db.$count(actionLogs);
    const broken = { ...(awkward[1] as LogRow), method: null as unknown as string };
    await expect(t.ctx.database.insertLogRows([awkward[1] as LogRow, broken])).rejects.toThrow();
    expect(await t.ctx.database.db.$count(actionLogs)).toBe(before);
    await t.ctx.database.insertLogRows([awkward[1] as LogRow]);
    expect(await t.ctx.database.db.$count(actionLogs)).toBe(before + 1);
  });
});
