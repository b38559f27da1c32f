import { describe, expect, it } from 'vitest';
import { dateInputText, eraYearNames, normalizeDateInput, readDateInput } from './dateInput';

const day = (text: string) => normalizeDateInput(text, 'date');
const problemOf = (text: string) => {
  const r = readDateInput(text);
  return r.ok ? null : r.problem;
};

describe('readDateInput: dates as people type them', () => {
  it('reads the API format itself', () => {
    expect(day('2025/01/01')).toBe('2025/01/01');
    expect(normalizeDateInput('2025/01/01 09:30', 'minutes')).toBe('2025/01/01 09:30');
    expect(normalizeDateInput('2025/01/01 09:30:15', 'seconds')).toBe('2025/01/01 09:30:15');
  });

  it('reads -, . and / separators and single-digit months and days', () => {
    for (const text of ['2025/1/1', '2025-01-01', '2025-1-1', '2025.1.1', '2025.01.01', '2025/01/1', '20250101'])
      expect(day(text), text).toBe('2025/01/01');
    expect(day('2025/12/31')).toBe('2025/12/31');
    // One separator per date: a mixed one reads as a typing slip, not a date.
    expect(day('2025/01-01')).toBeNull();
  });

  it('reads full-width digits and separators, and the dashes IMEs type', () => {
    expect(day('２０２５／１／１')).toBe('2025/01/01');
    expect(day('２０２５－０１－０１')).toBe('2025/01/01');
    expect(day('２０２５．１．１')).toBe('2025/01/01');
    expect(day('2025ー1ー1')).toBe('2025/01/01');
    expect(day('2025−1−1')).toBe('2025/01/01');
    expect(normalizeDateInput('２０２５／１／１　９：３０', 'minutes')).toBe('2025/01/01 09:30');
    expect(day('  2025/1/1  ')).toBe('2025/01/01');
  });

  it('reads 年月日 and times in both notations', () => {
    expect(day('2025年1月1日')).toBe('2025/01/01');
    expect(day('2025年01月01日')).toBe('2025/01/01');
    expect(day('2025 年 1 月 1 日')).toBe('2025/01/01');
    expect(normalizeDateInput('2025年1月1日 9時30分', 'minutes')).toBe('2025/01/01 09:30');
    expect(normalizeDateInput('2025年1月1日10時', 'minutes')).toBe('2025/01/01 10:00');
    expect(normalizeDateInput('2025年1月1日 9:05:07', 'seconds')).toBe('2025/01/01 09:05:07');
    expect(normalizeDateInput('2025-01-01T09:30', 'minutes')).toBe('2025/01/01 09:30');
  });

  it('reads era dates: 令和, 平成, 昭和, 大正, their letters and 元年', () => {
    expect(day('令和7年1月1日')).toBe('2025/01/01');
    expect(day('R7.1.1')).toBe('2025/01/01');
    expect(day('r7.1.1')).toBe('2025/01/01');
    expect(day('Ｒ７．１．１')).toBe('2025/01/01');
    expect(day('R07/01/01')).toBe('2025/01/01');
    expect(day('令和7/1/1')).toBe('2025/01/01');
    expect(day('㋿7年1月1日')).toBe('2025/01/01');
    expect(day('令和元年5月1日')).toBe('2019/05/01');
    expect(day('令和1年5月1日')).toBe('2019/05/01');
    expect(day('平成31年4月30日')).toBe('2019/04/30');
    expect(day('H31.4.30')).toBe('2019/04/30');
    expect(day('平成元年1月8日')).toBe('1989/01/08');
    expect(day('昭和64年1月7日')).toBe('1989/01/07');
    expect(day('S64.1.7')).toBe('1989/01/07');
    expect(day('昭和元年12月25日')).toBe('1926/12/25');
    expect(day('大正15年12月24日')).toBe('1926/12/24');
    expect(normalizeDateInput('令和7年1月1日 9:30', 'minutes')).toBe('2025/01/01 09:30');
  });

  it('keeps era dates inside their era: the boundaries', () => {
    // 2019/05/01 is 令和元年5月1日; 2019/04/30 is still 平成31年.
    expect(problemOf('平成31年5月1日')).toEqual({
      kind: 'outsideEra',
      era: '平成',
      first: '1989/01/08',
      last: '2019/04/30',
    });
    expect(problemOf('H31.5.1')).toMatchObject({ kind: 'outsideEra', era: '平成' });
    expect(problemOf('令和元年4月30日')).toEqual({ kind: 'outsideEra', era: '令和', first: '2019/05/01', last: null });
    expect(problemOf('平成元年1月7日')).toMatchObject({ kind: 'outsideEra', era: '平成' });
    expect(problemOf('昭和64年1月8日')).toMatchObject({ kind: 'outsideEra', era: '昭和', last: '1989/01/07' });
    expect(problemOf('平成32年1月1日')).toMatchObject({ kind: 'outsideEra' });
  });

  it('refuses impossible dates and times', () => {
    expect(problemOf('2025/02/30')).toEqual({ kind: 'noSuchDate' });
    expect(problemOf('2025/02/29')).toEqual({ kind: 'noSuchDate' });
    expect(day('2024/02/29')).toBe('2024/02/29');
    expect(day('2000/02/29')).toBe('2000/02/29');
    expect(problemOf('2100/02/29')).toEqual({ kind: 'noSuchDate' });
    expect(problemOf('2025/13/01')).toEqual({ kind: 'noSuchDate' });
    expect(problemOf('2025/00/10')).toEqual({ kind: 'noSuchDate' });
    expect(problemOf('2025/04/31')).toEqual({ kind: 'noSuchDate' });
    expect(problemOf('2025/04/00')).toEqual({ kind: 'noSuchDate' });
    expect(problemOf('令和0年1月1日')).toEqual({ kind: 'noSuchDate' });
    expect(problemOf('R0.5.1')).toEqual({ kind: 'noSuchDate' });
    expect(problemOf('令和7年2月29日')).toEqual({ kind: 'noSuchDate' });
    expect(problemOf('2025/01/01 24:00')).toEqual({ kind: 'noSuchTime' });
    expect(problemOf('2025/01/01 23:60')).toEqual({ kind: 'noSuchTime' });
    expect(problemOf('2025/01/01 23:59:60')).toEqual({ kind: 'noSuchTime' });
    expect(problemOf('1899/12/31')).toEqual({ kind: 'tooEarly' });
    expect(day('1900/01/01')).toBe('1900/01/01');
  });

  it('refuses what is not a date', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '2025',
      '2025/01',
      '25/1/1',
      '2025/1/1/1',
      '2025/001/01',
      '2025/01/011',
      '202511',
      '2025010',
      '2025/01/01 9',
      '2025/01/01 9:3',
      '2025/01/01 09:30 extra',
      '2025/01/0109:30',
      '令和7年',
      'X7.1.1',
      '明日',
      '2025/01/01\u0000',
      '9'.repeat(70_000),
    ])
      expect(problemOf(text), JSON.stringify(text.slice(0, 30))).toEqual({ kind: 'unreadable' });
  });
});

describe('dateInputText: the API text of a bound', () => {
  const parts = (text: string) => {
    const r = readDateInput(text);
    if (!r.ok) throw new Error(text);
    return r.parts;
  };

  it('makes a day alone the first moment at the start and the last at the end', () => {
    expect(dateInputText(parts('2025/1/1'), 'minutes', 'start')).toBe('2025/01/01 00:00');
    expect(dateInputText(parts('2025/1/1'), 'minutes', 'end')).toBe('2025/01/01 23:59');
    expect(dateInputText(parts('2025/1/1'), 'seconds', 'start')).toBe('2025/01/01 00:00:00');
    expect(dateInputText(parts('2025/1/1'), 'seconds', 'end')).toBe('2025/01/01 23:59:59');
  });

  it('fills missing seconds with :00 at the start and :59 at the end', () => {
    expect(dateInputText(parts('2025/1/1 9:30'), 'seconds', 'start')).toBe('2025/01/01 09:30:00');
    expect(dateInputText(parts('2025/1/1 9:30'), 'seconds', 'end')).toBe('2025/01/01 09:30:59');
    expect(dateInputText(parts('2025/1/1 9:30:15'), 'seconds', 'end')).toBe('2025/01/01 09:30:15');
  });

  it('drops what the field does not keep: seconds in a minutes field, a time in a day field', () => {
    expect(dateInputText(parts('2025/1/1 9:30:15'), 'minutes', 'start')).toBe('2025/01/01 09:30');
    expect(dateInputText(parts('2025/1/1 9:30'), 'date', 'end')).toBe('2025/01/01');
  });
});

describe('eraYearNames', () => {
  it('names the eras of a western year, both in a year of change', () => {
    expect(eraYearNames(2024)).toEqual(['令和6年']);
    expect(eraYearNames(2019)).toEqual(['平成31年', '令和元年']);
    expect(eraYearNames(1989)).toEqual(['昭和64年', '平成元年']);
    expect(eraYearNames(2000)).toEqual(['平成12年']);
    expect(eraYearNames(1900)).toEqual([]);
  });
});

describe('a day typed without its year', () => {
  it('is in the current year in Japan', () => {
    expect(readDateInput('12/31', 2026)).toEqual({
      ok: true,
      parts: { year: 2026, month: 12, day: 31, time: null },
    });
    expect(readDateInput('１２月３１日 ９:３０', 2026)).toEqual({
      ok: true,
      parts: { year: 2026, month: 12, day: 31, time: { hour: 9, minute: 30, second: null } },
    });
    expect(readDateInput('2/29', 2027)).toEqual({ ok: false, problem: { kind: 'noSuchDate' } });
    expect(readDateInput('2/29', 2028)).toMatchObject({ ok: true });
  });

  it('is not mistaken for an era date or a full one', () => {
    expect(readDateInput('R7.1.1', 2026)).toMatchObject({ ok: true, parts: { year: 2025 } });
    expect(readDateInput('7.1.1', 2026)).toEqual({ ok: false, problem: { kind: 'unreadable' } });
  });
});
