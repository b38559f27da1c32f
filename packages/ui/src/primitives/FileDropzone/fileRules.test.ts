import { describe, expect, it } from 'vitest';
import { acceptsFile, checkFiles, formatBytes } from './fileRules';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('acceptsFile', () => {
  it('matches extensions case-insensitively, whatever type the browser reports', () => {
    expect(acceptsFile(file('A0001_202610.ZIP', ''), '.zip')).toBe(true);
    expect(acceptsFile(file('a.zip', 'application/x-zip-compressed'), '.zip')).toBe(true);
    expect(acceptsFile(file('a.zip.pdf', 'application/pdf'), '.zip')).toBe(false);
  });

  it('matches exact and wildcard MIME types', () => {
    expect(acceptsFile(file('a.csv', 'text/csv'), 'text/csv')).toBe(true);
    expect(acceptsFile(file('a.png', 'image/png'), 'image/*')).toBe(true);
    expect(acceptsFile(file('a.pdf', 'application/pdf'), 'image/*, .csv')).toBe(false);
  });

  it('accepts anything without a list', () => {
    expect(acceptsFile(file('a.exe', ''), undefined)).toBe(true);
    expect(acceptsFile(file('a.exe', ''), '')).toBe(true);
  });
});

describe('formatBytes', () => {
  it('uses binary units and drops a trailing .0', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
  });
});

describe('checkFiles', () => {
  it('gives every reason a file breaks, in Japanese', () => {
    const { accepted, rejected } = checkFiles(
      [file('a.zip', 'application/zip'), file('b.pdf', 'application/pdf', 3000)],
      {
        accept: '.zip',
        maxSize: 2048,
      },
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.zip']);
    expect(rejected).toEqual([
      {
        file: expect.objectContaining({ name: 'b.pdf' }),
        reasons: ['対応していないファイル形式です（対応形式: .zip）。', 'ファイルサイズが上限（2 KB）を超えています。'],
      },
    ]);
  });

  it('rejects empty files', () => {
    expect(checkFiles([file('a.zip', '', 0)], {}).rejected[0]?.reasons).toEqual(['空のファイルです。']);
  });

  it('rejects the whole choice when there are too many files, and names the accepted types by their label', () => {
    const { accepted, rejected } = checkFiles([file('a.zip', ''), file('b.zip', '')], {
      maxFiles: 1,
      accept: '.zip,application/zip',
      acceptLabel: 'ZIP',
    });
    expect(accepted).toEqual([]);
    expect(rejected.map((r) => r.reasons)).toEqual([
      ['一度に選択できるファイルは1件までです。'],
      ['一度に選択できるファイルは1件までです。'],
    ]);
  });
});
