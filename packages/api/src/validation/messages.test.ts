import { array, number, object, optional, type Struct, string, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import * as dr from './dateRules';
import { fieldMessage, messages } from './messages';
import * as r from './rules';
import { toFieldErrors } from './toFieldErrors';

function errorsOf<T>(struct: Struct<T, unknown>, value: unknown, labels?: Record<string, string>) {
  const [error] = validate(value, struct);
  if (!error) throw new Error('expected a failure');
  return toFieldErrors(error, labels);
}

describe('docs/product.md §5, the nine worded kinds, word for word', () => {
  it.each([
    [messages.required(), '必ず指定してください。'],
    [messages.invalid(), '無効です。'],
    [messages.wrongType(), '形式が違います。'],
    [messages.length(6), '6文字で指定してください。'],
    [messages.min(8), '少なくとも 8文字以上で指定してください。'],
    [messages.max(255), '最大 255文字以下で指定してください。'],
    [messages.email(), '有効なメールアドレスを指定してください。'],
    [messages.url(), '正しい形式を指定してください。'],
    [messages.uuid(), '有効なUUIDを指定してください。'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('prefixes the field label as 「{label}は」', () => {
    expect(fieldMessage('メールアドレス', messages.required())).toBe('メールアドレスは必ず指定してください。');
  });
});

describe('toFieldErrors', () => {
  it('words each rule kind with its label, keyed by field', () => {
    const form = object({
      email: r.email(r.required(string())),
      code: r.exactLength(string(), 6),
      name: r.maxLength(r.minLength(string(), 2), 5),
      site: r.url(string()),
      token: r.uuid(string()),
    });
    expect(
      errorsOf(
        form,
        { email: 'nope', code: '123', name: 'あ', site: 'ftp://x', token: 'x' },
        {
          email: 'メールアドレス',
          code: '認証コード',
          name: '氏名',
          site: 'URL',
          token: 'トークン',
        },
      ),
    ).toEqual({
      email: ['メールアドレスは有効なメールアドレスを指定してください。'],
      code: ['認証コードは6文字で指定してください。'],
      name: ['氏名は少なくとも 2文字以上で指定してください。'],
      site: ['URLは正しい形式を指定してください。'],
      token: ['トークンは有効なUUIDを指定してください。'],
    });
  });

  it('says only 必ず指定してください for a missing or empty field', () => {
    const form = object({ password: r.minLength(r.required(string()), 8), email: string() });
    expect(errorsOf(form, { password: '' }, { password: 'パスワード', email: 'メールアドレス' })).toEqual({
      password: ['パスワードは必ず指定してください。'],
      email: ['メールアドレスは必ず指定してください。'],
    });
  });

  it('says 形式が違います for a wrong type and rejects unknown keys', () => {
    expect(errorsOf(object({ page: number() }), { page: 'x', extra: 1 }, { page: 'ページ' })).toEqual({
      page: ['ページは形式が違います。'],
      extra: ['extraは指定できない項目です。'],
    });
  });

  it('words the unworded kinds in the same voice', () => {
    const form = object({
      a: r.trimmed(string()),
      b: r.lowercase(string()),
      c: r.uppercase(string()),
      d: r.numberMin(number(), 1),
      e: r.numberMax(number(), 12),
      f: r.numberLess(number(), 5),
      g: r.numberMore(number(), 5),
      h: r.positive(number()),
      i: r.negative(number()),
      j: r.integer(number()),
      k: r.arrayLength(array(string()), 2),
      l: r.arrayMin(array(string()), 1),
      m: r.arrayMax(array(string()), 1),
      n: r.oneOf(string(), ['1', '2'], ['クレジットカード', '口座振替']),
      o: r.notOneOf(string(), ['admin']),
      p: optional(dr.dateMin(string(), 'yyyy/MM/dd', new Date(Date.UTC(2026, 0, 1, -9)))),
    });
    const errors = errorsOf(form, {
      a: ' x ',
      b: 'X',
      c: 'x',
      d: 0,
      e: 13,
      f: 5,
      g: 5,
      h: 0,
      i: 0,
      j: 1.5,
      k: ['x'],
      l: [],
      m: ['x', 'y'],
      n: '3',
      o: 'admin',
      p: '2025/12/31',
    });
    expect(Object.values(errors).flat()).toEqual([
      'aは前後に空白を入れずに指定してください。',
      'bは小文字で指定してください。',
      'cは大文字で指定してください。',
      'dは1以上の値を指定してください。',
      'eは12以下の値を指定してください。',
      'fは5より小さい値を指定してください。',
      'gは5より大きい値を指定してください。',
      'hは正の数を指定してください。',
      'iは負の数を指定してください。',
      'jは整数を指定してください。',
      'kは2個で指定してください。',
      'lは少なくとも 1個以上指定してください。',
      'mは最大 1個以下で指定してください。',
      'nは次のいずれかを指定してください：クレジットカード、口座振替',
      'oは次の値以外を指定してください：admin',
      'pは2026/01/01以降の日付を指定してください。',
    ]);
  });
});
