import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { fieldIdFragment, flattenFormErrors, messagesOf, toFieldError } from './formErrors';

describe('messagesOf', () => {
  it('takes a string or a list of strings, and nothing else', () => {
    expect(messagesOf('メールアドレスは必ず指定してください。')).toEqual(['メールアドレスは必ず指定してください。']);
    expect(messagesOf(['a', '', 'b'])).toEqual(['a', 'b']);
    expect(messagesOf('')).toEqual([]);
    expect(messagesOf({ zip: 'x' })).toEqual([]);
    expect(messagesOf(true)).toEqual([]);
    expect(messagesOf(undefined)).toEqual([]);
  });
});

describe('toFieldError', () => {
  it('gives one message as a string and several as a list', () => {
    expect(toFieldError(['x'])).toBe('x');
    expect(toFieldError(['x', 'y'])).toEqual(['x', 'y']);
    expect(toFieldError([])).toBeUndefined();
  });
});

describe('flattenFormErrors', () => {
  it('puts the form-wide error first and names nested fields as final-form does', () => {
    const items = flattenFormErrors({
      email: ['メールアドレスは有効なメールアドレスを指定してください。'],
      address: { zip: '郵便番号は7文字で指定してください。' },
      recruiters: [undefined, { name: '氏名は必ず指定してください。' }],
      [FORM_ERROR]: '入力内容に誤りがあります。',
    });
    expect(items).toEqual([
      { message: '入力内容に誤りがあります。' },
      { name: 'email', message: 'メールアドレスは有効なメールアドレスを指定してください。' },
      { name: 'address.zip', message: '郵便番号は7文字で指定してください。' },
      { name: 'recruiters[1].name', message: '氏名は必ず指定してください。' },
    ]);
  });

  it('gives nothing for no errors', () => {
    expect(flattenFormErrors(undefined)).toEqual([]);
    expect(flattenFormErrors({})).toEqual([]);
  });
});

describe('fieldIdFragment', () => {
  it('keeps ids free of selector punctuation', () => {
    expect(fieldIdFragment('recruiters[1].name')).toBe('recruiters-1--name');
  });
});
