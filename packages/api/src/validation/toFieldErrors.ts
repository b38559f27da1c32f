import type { StructError } from 'superstruct';
import { fieldLabels } from './labels';
import { fieldMessage, messages } from './messages';
import { ruleNames } from './rules';

export type FieldErrors = Record<string, string[]>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * SPEC.md §5: every failure of a validation, worded in Japanese with the 「{label}は」 prefix,
 * keyed by field (`agencyCodeList.2` for an array item). The server sends exactly this as
 * `errors` in its 422 body, and forms show it under each field.
 */
export function toFieldErrors(error: StructError, labels: Record<string, string> = fieldLabels): FieldErrors {
  const out: FieldErrors = {};
  const missing = new Set<string>();
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? failure.path.join('.') : '_';
    const named = [...failure.path].reverse().find((p) => typeof p === 'string') as string | undefined;
    const label = (named && labels[named]) ?? named ?? '入力';
    // An empty required field says only that it is required, not also that it is too short.
    if (missing.has(field)) continue;
    let tail: string;
    if (failure.refinement === 'required' || (isEmpty(failure.value) && !failure.refinement)) {
      missing.add(field);
      out[field] = [fieldMessage(label, messages.required())];
      continue;
    }
    if (failure.refinement && ruleNames.has(failure.refinement)) tail = failure.message;
    else if (failure.type === 'never') tail = messages.noUnknown();
    else if (failure.type === 'enums' || failure.type === 'literal') tail = messages.invalid();
    else tail = messages.wrongType();
    const message = fieldMessage(label, tail);
    const list = out[field] ?? [];
    if (!list.includes(message)) list.push(message);
    out[field] = list;
  }
  return out;
}
