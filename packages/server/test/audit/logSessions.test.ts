import { sessionLine } from '@olive/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

/** The action log as sessions (one user, gaps under 30 minutes), real server and HTTP. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const minutes = (n: number) => n * 60_000;

type Client = Awaited<ReturnType<TestServer['signedIn']>>;

/**
 * Two sessions of the worker: its sign-in and reads over 20 minutes (the auditor's own read in
 * between), then, after 40 minutes of silence, a refused call and two changes. The contract changed.
 */
async function twoSessions(worker: Client, auditor: Client) {
  // Session 1 of the worker: sign-in (above), three reads, over 20 minutes.
  for (let i = 0; i < 3; i++) {
    t.clock.advance(minutes(5));
    expect((await worker.api.auth.me()).ok).toBe(true);
  }
  // The auditor's own read in between belongs to the auditor's session, not the worker's.
  expect((await auditor.api.auth.me()).ok).toBe(true);
  t.clock.advance(minutes(5));
  expect((await worker.api.agencies.list()).ok).toBe(true);
  // 40 minutes of silence: a new session, with a refused call and a change.
  t.clock.advance(minutes(40));
  const refused = await worker.api.news.create({ title: '', content: '本文', isNotifyAll: '1', agencyCodeList: [] });
  expect(refused.status).toBe(422);
  t.clock.advance(minutes(1));
  const news = await worker.api.news.create({
    title: '点検のお知らせ',
    content: '11月30日 2:00〜4:00 に点検を行います。',
    isNotifyAll: '1',
    agencyCodeList: [],
  });
  expect(news.ok).toBe(true);
  // A hozen call names its contract: the line says which one (契約 OL… の支払方法の変更を申請).
  const list = await worker.api.contracts.list({ agencyCode: 'A0001', statuses: ['active'] });
  const contract = list.ok ? list.data.data[0] : undefined;
  if (!contract) throw new Error('no active contract in A0001');
  const changed = await worker.api.contracts.changePaymentMethod({
    managementNumber: contract.managementNumber,
    paymentMethod: contract.paymentMethod === '1' ? '2' : '1',
  });
  expect(changed.ok).toBe(true);
  return contract;
}

describe('action-log sessions', () => {
  it('groups one user’s rows by gaps under 30 minutes; its rows and its CSV are exactly that user’s actions', async () => {
    // Far from the seeded rows, so these sessions are the newest.
    t.clock.advance(minutes(60 * 24 * 30));
    const worker = await t.signedIn('super@demo.olive.test');
    const auditor = await t.signedIn('admin@demo.olive.test');
    const contract = await twoSessions(worker, auditor);

    const me = await worker.api.auth.me();
    const workerId = me.ok ? me.data.user?.id : undefined;
    expect(workerId).toBeTypeOf('number');

    const answer = await auditor.api.actionLogs.sessions({ id: workerId });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    const [newest, older] = answer.data.data;
    if (!newest || !older) throw new Error('two sessions expected');
    expect(newest.user.email).toBe('super@demo.olive.test');
    expect(newest.refused).toBe(1);
    expect(newest.actions).toEqual([
      { description: 'お知らせを登録', target: null, count: 1 },
      { description: '支払方法の変更を申請', target: `契約 ${contract.managementNumber}`, count: 1 },
    ]);
    expect(older.reads).toBeGreaterThanOrEqual(4);
    expect(older.actions.map((a) => a.description)).toContain('ログイン');
    expect(sessionLine(newest)).toContain(
      `: お知らせを登録、契約 ${contract.managementNumber} の支払方法の変更を申請、閲覧 `,
    );
    expect(sessionLine(newest)).toMatch(/^\d{4}\/\d\d\/\d\d \d\d:\d\d–\d\d:\d\d .+、拒否 1件$/);

    // The rows beneath a session: the list filtered to that user and the session's id range.
    const rows = await auditor.api.actionLogs.list({ id: workerId, fromId: older.firstId, toId: older.lastId });
    expect(rows.ok).toBe(true);
    if (!rows.ok) return;
    expect(rows.data.meta.total).toBe(older.rows);
    expect(new Set(rows.data.data.map((r) => r.user?.email))).toEqual(new Set(['super@demo.olive.test']));
    // One session exports on its own: the same rows, no other user's, no other session's.
    const file = await auditor.api.actionLogs.download({ id: workerId, fromId: older.firstId, toId: older.lastId });
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    const lines = (await file.data.blob.text()).trim().split('\r\n');
    expect(lines).toHaveLength(older.rows + 1);
    const ids = lines.slice(1).map((l) => Number(l.match(/^"(\d+)"/)?.[1]));
    expect(ids.every((id) => id >= older.firstId && id <= older.lastId)).toBe(true);
    expect(ids).not.toContain(newest.firstId);
  });

  it('refuses bad input in Japanese and keeps sessions from recruiters', async () => {
    const auditor = await t.signedIn('admin@demo.olive.test');
    const bad = await auditor.api.actionLogs.sessions({ fromId: 'x' as never });
    expect(bad.ok).toBe(false);
    expect(bad.status).toBe(422);
    expect(bad.ok ? '' : bad.error.message).toMatch(/[ぁ-んァ-ン一-龥]/);
    // The field is named in Japanese too, not by its parameter name.
    expect(bad.ok ? [] : bad.error.errors?.fromId).toEqual(['証跡ID（開始）は形式が違います。']);
    const recruiter = await t.signedIn('recruiter-admin@demo.olive.test');
    const refused = await recruiter.api.actionLogs.sessions({});
    expect(refused.ok).toBe(false);
    expect(refused.status).toBe(403);
  });
});
