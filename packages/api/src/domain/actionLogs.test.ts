import { describe, expect, it } from 'vitest';
import { logOutcome, logStatusText, sessionLine } from './actionLogs';

describe('action-log statuses in words', () => {
  it('2xx and 3xx are 成功, 4xx 拒否, 5xx エラー, with the code beside', () => {
    expect([200, 204, 302, 399].map(logOutcome)).toEqual(['success', 'success', 'success', 'success']);
    expect([400, 401, 403, 419, 422, 429, 499].map(logOutcome)).toEqual(Array(7).fill('refused'));
    expect([500, 503, 599].map(logOutcome)).toEqual(['error', 'error', 'error']);
    expect(logStatusText(200)).toBe('成功（200）');
    expect(logStatusText(401)).toBe('拒否（401）');
    expect(logStatusText(500)).toBe('エラー（500）');
  });

  it('a status the log could not record (0) is not called a success', () => {
    expect(logOutcome(0)).toBe('error');
  });
});

describe('sessionLine', () => {
  it('says who, when and what in one line: changes with their counts, then reads and refusals', () => {
    expect(
      sessionLine({
        user: { name: '大川 智子' },
        startAt: '2026/11/23 14:25:03',
        endAt: '2026/11/23 14:40:59',
        reads: 38,
        refused: 0,
        actions: [
          { description: '支払方法の変更を申請', target: '契約 OL230004775', count: 1 },
          { description: '手数料明細をアップロード', count: 2 },
        ],
      }),
    ).toBe(
      '2026/11/23 14:25–14:40 大川 智子: 契約 OL230004775 の支払方法の変更を申請、手数料明細をアップロード（2件）、閲覧 38件',
    );
  });

  it('keeps the end date when a session passes midnight, and names refusals', () => {
    expect(
      sessionLine({
        user: { name: '山田' },
        startAt: '2026/11/23 23:50:00',
        endAt: '2026/11/24 00:10:00',
        reads: 0,
        refused: 3,
        actions: [],
      }),
    ).toBe('2026/11/23 23:50–2026/11/24 00:10 山田: 拒否 3件');
  });
});
