import { describe, expect, it } from 'vitest';
import { foldedIncludes, foldedStartsWith, normaliseForSearch } from './searchFold';

describe('normaliseForSearch', () => {
  it('folds width, kana and case the way the contract search stores its text', () => {
    expect(normaliseForSearch('ＡＢＣ０００５')).toBe('abc0005');
    expect(normaliseForSearch('やまだ')).toBe('ヤマダ');
    expect(normaliseForSearch('ﾔﾏﾀﾞ')).toBe('ヤマダ');
    expect(normaliseForSearch('か゛')).toBe('ガ');
    expect(normaliseForSearch('山\u200b田')).toBe('山田');
  });
});

describe('foldedIncludes', () => {
  it('finds a label by any folded part of it, spaces ignored', () => {
    expect(foldedIncludes('A0005 オリーブ保険サービス', 'ａ０００５')).toBe(true);
    expect(foldedIncludes('A0005 オリーブ保険サービス', 'おりーぶ')).toBe(true);
    expect(foldedIncludes('佐藤 美咲（misaki@example.jp）', '佐藤美咲')).toBe(true);
    expect(foldedIncludes('A0005 オリーブ保険サービス', 'A0006')).toBe(false);
    expect(foldedIncludes('A0005 オリーブ保険サービス', '  ')).toBe(true);
  });
});

describe('foldedStartsWith', () => {
  it('matches the start of a label only', () => {
    expect(foldedStartsWith('管理者', '管')).toBe(true);
    expect(foldedStartsWith('カード', 'か')).toBe(true);
    expect(foldedStartsWith('一般', '管')).toBe(false);
  });
});
