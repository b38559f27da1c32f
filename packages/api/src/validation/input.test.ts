import { describe, expect, it } from 'vitest';
import { inputProblems } from './input';
import { messages } from './messages';

describe('inputProblems', () => {
  it('refuses the bidi controls that reorder what follows, in strings and keys, at any depth', () => {
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const problems = inputProblems({ name: `山田${control}太郎`, list: [{ title: `a${control}` }] }, {});
      expect(problems?.name?.[0]).toContain(messages.controlCharacter());
      expect(problems?.['list.0.title']?.[0]).toContain(messages.controlCharacter());
    }
    expect(inputProblems({ [`x\u202E`]: 1 }, {})).not.toBeNull();
  });

  it('keeps accepting Japanese text, emoji and the plain direction marks', () => {
    expect(inputProblems({ name: 'オリーブ 太郎', note: '😀 ｱｲｳ', mark: 'a\u200Eb' }, {})).toBeNull();
  });
});
