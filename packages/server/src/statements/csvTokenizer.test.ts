import { describe, expect, it } from 'vitest';
import { csvRecords } from './csvRowChanges';
import { CsvTokenizer } from './csvTokenizer';

/** The tokenizer's records of `text` fed in the given pieces; null when it is not CSV, as csvRecords. */
function tokenized(pieces: string[]): string[][] | null {
  const records: string[][] = [];
  const tokenizer = new CsvTokenizer((r) => records.push(r));
  for (const piece of pieces) tokenizer.write(piece);
  return tokenizer.end() ? records : null;
}

/** A small deterministic generator (mulberry32), so a failure names a seed that reproduces it. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every character csv-parse's reading turns on, and a few that it does not. */
const alphabet = ['"', '"', ',', '\r', '\n', 'a', 'あ', ' ', '\0', '\uFEFF', '😀'];

describe('CsvTokenizer', () => {
  it('reads the quirks the statement CSVs meet as csv-parse does', () => {
    for (const text of [
      '\uFEFFa,"b,c","say ""hi"""\r\n\r\n"line\r\nbreak",2\n3',
      'a\rb\r\n\n\r\nc',
      '"a"b,c"d,"",""""',
      '"x""',
      'a\r\n"b,c\r\n',
      '',
      '\uFEFF',
      '\uFEFF\uFEFFa',
    ]) {
      expect(tokenized([text]), JSON.stringify(text)).toEqual(csvRecords(text));
    }
  });

  it('gives csv-parse’s records for random texts, whole and cut anywhere', () => {
    for (let seed = 1; seed <= 4000; seed++) {
      const next = random(seed);
      const length = Math.floor(next() * 24);
      let text = '';
      for (let k = 0; k < length; k++) text += alphabet[Math.floor(next() * alphabet.length)];
      const expected = csvRecords(text);
      expect(tokenized([text]), `seed ${seed}: ${JSON.stringify(text)}`).toEqual(expected);
      const pieces: string[] = [];
      for (let at = 0; at < text.length; ) {
        const size = Math.floor(next() * 4);
        pieces.push(text.slice(at, at + size));
        at += size;
      }
      expect(tokenized(pieces), `seed ${seed} in pieces: ${JSON.stringify(pieces)}`).toEqual(expected);
    }
  });
});
