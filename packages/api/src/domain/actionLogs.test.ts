import { describe, expect, it } from 'vitest';
import { logOutcome, logStatusText } from './actionLogs';

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
