import type { LogRow } from '../src/db';

/**
 * The i-th of a run of action-log rows the benches write straight into the database: 50 users of 40
 * agencies, a write in ten, a refusal in 25, 10 ms apart.
 */
export const benchLogRow = (i: number): LogRow => ({
  createdAt: new Date(Date.UTC(2026, 10, 23, 0, 0, 0) + i * 10),
  userId: (i % 50) + 1,
  userName: `利用者 ${i % 50}`,
  userEmail: `user${i % 50}@demo.olive.test`,
  agencyCode: `A${String((i % 40) + 1).padStart(4, '0')}`,
  ip: '203.0.113.9',
  method: i % 10 === 0 ? 'POST' : 'GET',
  route: i % 10 === 0 ? '/api/agency-ips' : '/api/contracts',
  status: i % 25 === 0 ? 422 : 200,
  description: i % 10 === 0 ? '代理店IPを登録' : '契約一覧を表示',
  target: i % 10 === 0 ? `ID ${i}` : null,
});
