import type { Writable } from 'node:stream';

/**
 * Lets the event loop reach its I/O phase. A loop of database chunks on PGlite resolves entirely in
 * promise callbacks (the query runs synchronously in WebAssembly), so without this no other
 * request's bytes are even read until the loop ends (docs/adr/0110-streamed-exports.md).
 */
export const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A place in the line of heavy work: resolves when its turn comes; `done` gives the turn back. */
export interface HeavyTicket {
  turn: Promise<void>;
  done: () => void;
}

/**
 * The instance's heavy work (whole-table CSV downloads): at most `running` at once, at most
 * `waiting` more in line, the rest refused at once (503). On PGlite this bounds how many chunks
 * stand before another request's query in the one connection's queue; on PostgreSQL how many pool
 * connections the downloads can hold (docs/adr/0110-streamed-exports.md).
 */
export class HeavyWork {
  private active = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  /** A ticket, or null when the line is full. Synchronous, so a route can refuse before its answer begins. */
  enter(): HeavyTicket | null {
    if (this.active >= this.running && this.line.length >= this.waiting) return null;
    let released = false;
    const done = () => {
      if (released) return;
      released = true;
      const next = this.line.shift();
      if (next) next();
      else this.active--;
    };
    if (this.active < this.running) {
      this.active++;
      return { turn: Promise.resolve(), done };
    }
    // The turn passes straight from the one who is done to the first in line (`active` unchanged).
    const turn = new Promise<void>((resolve) => this.line.push(resolve));
    return { turn, done };
  }

  get stats(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.line.length };
  }
}

/**
 * After a write that filled `stream`: true once it drains, false when it closes first (the client
 * went away), so a producer never waits forever on a reader that is gone.
 */
export function drained(stream: Writable): Promise<boolean> {
  if (stream.destroyed || stream.writableEnded) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (ok: boolean) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => finish(true);
    const onClose = () => finish(false);
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}
