import { describe, expect, it } from 'vitest';
import { toLogRow } from '../../src/audit/actionLog';

describe('log cells', () => {
  it('replace bidi controls, which would reverse the text on screen, as they replace control characters', () => {
    const bidi = [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ];
    const row = toLogRow(
      {
        user: { id: 1, name: `山田\u202e太郎`, email: 'a@example.jp' },
        agencyCode: 'A0001',
        ip: '127.0.0.1',
        method: 'GET',
        route: `/api/contracts/${bidi.join('')}gpj.exe`,
        status: 404,
        description: '契約を表示',
        target: `契約 \u2067OL1`,
      },
      new Date(),
    );
    expect(row.route).toBe(`/api/contracts/${'\uFFFD'.repeat(bidi.length)}gpj.exe`);
    expect(row.userName).toBe('山田\uFFFD太郎');
    expect(row.target).toBe('契約 \uFFFDOL1');
  });
});
