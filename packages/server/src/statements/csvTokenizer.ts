const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;
const BOM = '\uFEFF';

/**
 * The records of a CSV fed as text in pieces of any size, read exactly as csv-parse reads it with
 * the statement options (`csvOptions` in csvRowChanges.ts; docs/adr/0155-dry-run-off-the-event-loop.md):
 * a leading BOM dropped; CRLF, LF and CR end records; blank lines are not records; a quote opens a
 * quoted field only as its first character, where `""` is a quote and a quote followed by a comma,
 * a line break, a NUL or the end closes it; a quote followed by anything else ends the quoting and
 * is kept with the one that opened it (csv-parse's relax_quotes), as is a quote inside an unquoted
 * field. A quote never closed makes the text not CSV. csv-parse builds an error object with a stack
 * trace for every record whose length differs from the first one (a header shorter than its rows
 * makes it five times slower); this reads a few tens of MB a second, and csvTokenizer.test.ts holds
 * it to csv-parse's records on every mix of the characters that matter.
 */
export class CsvTokenizer {
  private started = false;
  private quoting = false;
  /** The field was quoted and its closing quote seen (an empty quoted field still counts). */
  private wasQuoting = false;
  private field = '';
  private record: string[] = [];
  /** A quote at the end of the last piece, waiting for the character after it. */
  private pending = '';
  /** Where the run of plain characters not yet added to the field starts, in the text being read. */
  private run = 0;

  constructor(private readonly onRecord: (record: string[]) => void) {}

  /** Reads a piece of the text; the records it completes go to `onRecord`. */
  write(piece: string): void {
    let s = this.pending + piece;
    this.pending = '';
    if (!this.started) {
      if (s.length === 0) return;
      this.started = true;
      if (s.startsWith(BOM)) s = s.slice(1);
    }
    this.scan(s, false);
  }

  /** The end of the text: false when a quote was never closed (nothing after is trustworthy). */
  end(): boolean {
    const s = this.pending;
    this.pending = '';
    this.started = true;
    this.scan(s, true);
    if (this.quoting) return false;
    if (this.wasQuoting || this.record.length > 0 || this.field.length > 0) this.endRecord();
    return true;
  }

  private endField(): void {
    this.record.push(this.field);
    this.field = '';
    this.wasQuoting = false;
  }

  private endRecord(): void {
    this.endField();
    const record = this.record;
    this.record = [];
    this.onRecord(record);
  }

  /** Reads `s` from its start; `last` when nothing follows it. */
  private scan(s: string, last: boolean): void {
    this.run = 0;
    let i = 0;
    while (i < s.length) {
      i = this.quoting ? this.quoted(s, i, last) : this.plain(s, i);
      if (i < 0) return;
    }
    this.field += s.slice(this.run);
  }

  /** Inside quotes at `i`: where reading goes on, or -1 to wait for the next piece. */
  private quoted(s: string, i: number, last: boolean): number {
    const q = s.indexOf('"', i);
    if (q === -1) return s.length;
    this.field += s.slice(this.run, q);
    if (q + 1 >= s.length && !last) {
      // Whether this quote closes the field depends on the next character: wait for it.
      this.pending = s.slice(q);
      return -1;
    }
    const next = q + 1 < s.length ? s.charCodeAt(q + 1) : -1;
    if (next === QUOTE) {
      // `""`: the first quote is dropped, the second is text (it starts the next run).
      this.run = q + 1;
      return q + 2;
    }
    this.quoting = false;
    this.wasQuoting = true;
    if (next === -1 || next === 0 || next === COMMA || next === CR || next === LF) {
      this.run = q + 1;
      return q + 1;
    }
    // A quote followed by text: the field keeps both quotes, and this one is text from here.
    this.field = `"${this.field}`;
    this.run = q;
    return q + 1;
  }

  /** Outside quotes at `i`: where reading goes on. */
  private plain(s: string, i: number): number {
    const c = s.charCodeAt(i);
    if (c === QUOTE) {
      if (this.field.length === 0 && i === this.run) {
        this.quoting = true;
        this.run = i + 1;
      }
      return i + 1;
    }
    if (c === COMMA || c === CR || c === LF) {
      // A CRLF is read as a CR ending the record and an LF ending a blank line, which is skipped.
      const blank = !this.wasQuoting && this.record.length === 0 && this.field.length === 0 && i === this.run;
      this.field += s.slice(this.run, i);
      if (c === COMMA) this.endField();
      else if (!blank) this.endRecord();
      this.run = i + 1;
    }
    return i + 1;
  }
}
