import { fieldMessage, messages } from '@olive/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const RLO = '\u202E';
const refusal = (label: string) => fieldMessage(label, messages.controlCharacter());

describe('bidi controls in names and text (docs/adr/0128-bidi-controls-refused.md)', () => {
  it('refuses a recruiter whose name holds a right-to-left override, and stores nothing', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const email = 'bidi.name@example.jp';
    const r = await admin.api.recruiters.create({
      name: `山田${RLO}fdp.exe`,
      email,
      phoneNumber: '08012345670',
      roleType: 'recruiter_general',
      isMfaActive: false,
      agencyCode: 'A0005',
    });
    expect(r).toMatchObject({ ok: false, status: 422, error: { errors: { name: [refusal('氏名')] } } });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses news whose title holds an isolate, with the message on the field', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.news.create({
      title: `お知らせ\u2067abc\u2069`,
      content: '本文',
      isNotifyAll: '1',
      agencyCodeList: [],
    });
    expect(r).toMatchObject({ ok: false, status: 422, error: { errors: { title: [refusal('タイトル')] } } });
  });
});
