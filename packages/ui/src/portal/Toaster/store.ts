/** A toast's kind: info and success are announced politely (status), warning and error at once (alert). */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

/** Time for the toaster, real by default; stories and tests pass a hand-moved one. */
export interface Scheduler {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realScheduler: Scheduler = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A scheduler that only moves when told: `advance(5000)` runs what falls due, in order. */
export function manualScheduler(start = 0) {
  let now = start;
  let nextId = 1;
  const tasks = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    setTimeout: (run: () => void, ms: number) => {
      const id = nextId++;
      tasks.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (handle: unknown) => {
      tasks.delete(handle as number);
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...tasks.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        tasks.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
  };
}

/**
 * The queue of toasts. docs/product.md §9: at most 3 are visible; a 4th waits its turn (nothing is
 * lost) and shows when one of the three is dismissed or expires.
 */
export class ToastStore {
  private items: ToastItem[] = [];
  private listeners = new Set<() => void>();
  private nextId = 1;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.items;

  push(tone: ToastTone, message: string): number {
    const id = this.nextId++;
    this.items = [...this.items, { id, tone, message }];
    this.emit();
    return id;
  }

  dismiss(id: number): void {
    this.items = this.items.filter((t) => t.id !== id);
    this.emit();
  }

  clear(): void {
    this.items = [];
    this.emit();
  }

  private emit() {
    for (const l of this.listeners) l();
  }
}

/** The default store: `toast.error('Unable to logout')` from anywhere, shown by <Toaster />. */
export const defaultToastStore = new ToastStore();

export const toast = {
  info: (message: string) => defaultToastStore.push('info', message),
  success: (message: string) => defaultToastStore.push('success', message),
  warning: (message: string) => defaultToastStore.push('warning', message),
  error: (message: string) => defaultToastStore.push('error', message),
  dismiss: (id: number) => defaultToastStore.dismiss(id),
  clear: () => defaultToastStore.clear(),
};
