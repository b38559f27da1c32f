import { fieldLabels } from './labels';
import { fieldMessage, messages } from './messages';
import type { FieldErrors } from './toFieldErrors';
import { labelOf, MAX_FIELD_ERRORS } from './toFieldErrors';

/**
 * The names Object.prototype carries. A request key with one of these names is never a field of any
 * call; refusing it before the schemas run keeps `{ "toString": 1 }` from reaching code that expects
 * a method there (superstruct's own error text calls `${value}`).
 */
export const prototypeKeys: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Deeper input than any call takes (the deepest body is an object holding a list of strings). */
export const MAX_INPUT_DEPTH = 8;

// NUL cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate is not a character at all.
// The bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder the text shown
// after them, so a name or a news title could display as something else than what it holds
// (docs/adr/0128-bidi-controls-refused.md).
const badCharacter =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is this pattern's purpose.
  /\u0000|[\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a character no field accepts (NUL, a bidi control, a lone surrogate). */
export function hasBadCharacter(text: string): boolean {
  return badCharacter.test(text);
}

type Path = (string | number)[];
interface Visit {
  value: unknown;
  path: Path;
}
type Report = (path: readonly (string | number)[], tail: string) => void;

/** One value of the input: its own problem, or its items and keys pushed to be looked at next. */
function inspect({ value: v, path }: Visit, push: (next: Visit) => void, add: Report): void {
  if (typeof v === 'string') {
    if (hasBadCharacter(v)) add(path, messages.controlCharacter());
    return;
  }
  if (typeof v !== 'object' || v === null) return;
  if (path.length >= MAX_INPUT_DEPTH) {
    add(path, messages.tooDeep());
    return;
  }
  if (Array.isArray(v)) {
    for (let i = v.length - 1; i >= 0; i--) push({ value: v[i], path: [...path, i] });
    return;
  }
  for (const key of Object.keys(v)) inspectKey(v as Record<string, unknown>, key, path, push, add);
}

/** A key of an object: refused when it names a prototype member or holds a bad character, else visited. */
function inspectKey(v: Record<string, unknown>, key: string, path: Path, push: (next: Visit) => void, add: Report) {
  const printable = hasBadCharacter(key) ? key.replace(new RegExp(badCharacter, 'g'), '\uFFFD') : key;
  if (prototypeKeys.has(key)) add([...path, printable], messages.noUnknown());
  else if (printable !== key) add([...path, printable], messages.controlCharacter());
  else push({ value: v[key], path: [...path, key] });
}

/**
 * Checks what every call's input must satisfy before its schema runs, at any depth: no key named
 * after an Object.prototype member, no NUL, bidi control or lone surrogate in any key or string, no
 * deeper nesting than MAX_INPUT_DEPTH. Returns the problems worded like the validation catalogue (docs/product.md §5),
 * keyed by field path, or null when there are none.
 */
export function inputProblems(value: unknown, labels: Record<string, string> = fieldLabels): FieldErrors | null {
  const out: FieldErrors = Object.create(null);
  let count = 0;
  const add = (path: readonly (string | number)[], tail: string) => {
    const field = path.length > 0 ? path.join('.') : '_';
    if (Object.hasOwn(out, field) || count >= MAX_FIELD_ERRORS) return;
    count += 1;
    const named = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
    out[field] = [fieldMessage(labelOf(labels, named), tail)];
  };
  // Iterative, so a deeply nested body cannot overflow the stack.
  const stack: Visit[] = [{ value, path: [] }];
  const push = (next: Visit) => stack.push(next);
  while (stack.length > 0 && count < MAX_FIELD_ERRORS) inspect(stack.pop() as Visit, push, add);
  return count > 0 ? out : null;
}
