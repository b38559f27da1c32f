import { formatTokyo } from '@olive/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('the recruiters CSV file name', () => {
  it('carries the day in Japan, not the UTC day, in the early morning', async () => {
    // Move the clock to 05:30 in Japan (20:30 UTC the day before).
    const now = t.clock.now();
    const target = new Date(now);
    target.setUTCHours(20, 30, 0, 0);
    if (target < now) target.setUTCDate(target.getUTCDate() + 1);
    t.clock.advance(target.getTime() - now.getTime());
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.recruiters.download({ agencyCodeList: ['A0002'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const japanDay = formatTokyo(t.clock.now(), 'yyyy/MM/dd').replaceAll('/', '');
    const utcDay = t.clock.now().toISOString().slice(0, 10).replaceAll('-', '');
    expect(japanDay).not.toBe(utcDay);
    expect(r.data.fileName).toContain(`_${japanDay}.csv`);
  });
});
