import type { Failure, StructError } from 'superstruct';
import { fieldLabels } from './labels';
import { fieldMessage, messages } from './messages';
import { ruleNames } from './rules';

export type FieldErrors = Record<string, string[]>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** At most this many fields are worded in one answer. */
export const MAX_FIELD_ERRORS = 50;

/** The label of a field: its own entry in the labels (never an inherited `toString`), else its name. */
export function labelOf(labels: Record<string, string>, named: string | undefined): string {
  if (named === undefined) return '入力';
  const own = Object.hasOwn(labels, named) ? labels[named] : undefined;
  return typeof own === 'string' ? own : named;
}

/** The catalogue's words for one failure; `required` when the field is empty (nothing else is said then). */
function failureTail(failure: Failure): { required: boolean; tail: string } {
  // A key the call does not take, whatever its value.
  if (failure.type === 'never') return { required: false, tail: messages.noUnknown() };
  if (failure.refinement === 'required' || (isEmpty(failure.value) && !failure.refinement))
    return { required: true, tail: messages.required() };
  if (failure.refinement && ruleNames.has(failure.refinement)) return { required: false, tail: failure.message };
  if (failure.type === 'enums' || failure.type === 'literal') return { required: false, tail: messages.invalid() };
  return { required: false, tail: messages.wrongType() };
}

/**
 * docs/product.md §5: every failure of a validation, worded in Japanese with the 「{label}は」 prefix,
 * keyed by field (`agencyCodeList.2` for an array item). The server sends exactly this as
 * `errors` in its 422 body, and forms show it under each field.
 */
export function toFieldErrors(error: StructError, labels: Record<string, string> = fieldLabels): FieldErrors {
  // No prototype: a field named `constructor`, `toString` or `__proto__` is just a key here.
  const out: FieldErrors = Object.create(null);
  const missing = new Set<string>();
  let fields = 0;
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? failure.path.join('.') : '_';
    // A huge array of bad items answers with its first MAX_FIELD_ERRORS fields, not a megabyte of messages.
    if (!Object.hasOwn(out, field) && ++fields > MAX_FIELD_ERRORS) break;
    // An empty required field says only that it is required, not also that it is too short.
    if (missing.has(field)) continue;
    const named = [...failure.path].reverse().find((p) => typeof p === 'string') as string | undefined;
    const { required, tail } = failureTail(failure);
    if (required) missing.add(field);
    addMessage(out, field, fieldMessage(labelOf(labels, named), tail), required || failure.type === 'never');
  }
  return out;
}

/** Adds a field's message once; `alone` replaces what the field had (required, unknown key). */
function addMessage(out: FieldErrors, field: string, message: string, alone: boolean): void {
  const list = !alone && Object.hasOwn(out, field) ? (out[field] as string[]) : [];
  if (!list.includes(message)) list.push(message);
  out[field] = list;
}
