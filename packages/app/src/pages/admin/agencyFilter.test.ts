import type { Agency } from '@olive/api';
import { describe, expect, it } from 'vitest';
import { matchingAgencies } from './agencyFilter';

const agency = (agencyCode: string, name: string): Agency => ({ agencyCode, name, createdAt: 0, updatedAt: 0 });
const agencies = [
  agency('A0001', 'さくら保険サービス株式会社'),
  agency('A0002', 'みどり総合保険'),
  agency('A0012', 'ミドリ損保代理店'),
  agency('B0100', 'Green Life 保険'),
];
const codes = (typed: string) => matchingAgencies(agencies, typed).map((a) => a.agencyCode);

describe('matchingAgencies (docs/product.md §10 folding)', () => {
  it('folds hiragana and katakana, full and half width', () => {
    expect(codes('ミドリ')).toEqual(['A0002', 'A0012']);
    expect(codes('みどり')).toEqual(['A0002', 'A0012']);
    expect(codes('ﾐﾄﾞﾘ')).toEqual(['A0002', 'A0012']);
    expect(codes('サクラ')).toEqual(['A0001']);
  });

  it('finds a code typed in full width or lower case', () => {
    expect(codes('Ａ０００２')).toEqual(['A0002']);
    expect(codes('a0002')).toEqual(['A0002']);
    expect(codes('ｂ０１')).toEqual(['B0100']);
  });

  it('ignores spaces of either width and keeps the whole list for an empty text', () => {
    expect(codes('green　life')).toEqual(['B0100']);
    expect(codes('みどり 総合')).toEqual(['A0002']);
    expect(codes('  ')).toEqual(['A0001', 'A0002', 'A0012', 'B0100']);
    expect(codes('該当なし')).toEqual([]);
  });
});
