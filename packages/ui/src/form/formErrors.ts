import type { FieldError } from '../primitives/Field';

/**
 * The key of a form-wide message in a form's errors: final-form's own value (simpleFormStore.test.ts
 * compares them), written here so that a form without final-form (SimpleForm) does not load it.
 */
export const FORM_ERROR = 'FINAL_FORM/form-error';

/** One line of a form's submit error list: the message, and the field it is about (if any). */
export interface FormErrorItem {
  /** The final-form field name (`email`, `address.zip`, `items[0].name`); absent for form-wide errors. */
  name?: string;
  message: string;
}

/**
 * Messages as the app gives them: a string, or a list of strings (the api's catalogue gives each
 * field a list). Anything else (a nested object of a sub-form, `true`) is not a message.
 */
export function messagesOf(error: unknown): string[] {
  if (typeof error === 'string') return error === '' ? [] : [error];
  if (Array.isArray(error) && error.every((item) => typeof item === 'string')) return error.filter((m) => m !== '');
  return [];
}

/** A field's error as Field shows it, or undefined when there is none. */
export function toFieldError(error: unknown): FieldError | undefined {
  const messages = messagesOf(error);
  if (messages.length === 0) return undefined;
  return messages.length === 1 ? messages[0] : messages;
}

/**
 * Flattens final-form's error tree into list items named the way final-form names fields
 * (`address.zip`, `items[0].name`), the form-wide FORM_ERROR first.
 */
export function flattenFormErrors(errors: unknown, path = ''): FormErrorItem[] {
  if (errors === null || typeof errors !== 'object') return [];
  const items: FormErrorItem[] = [];
  if (path === '') {
    for (const message of messagesOf((errors as Record<string, unknown>)[FORM_ERROR])) items.push({ message });
  }
  const entries: Array<[string, unknown]> = Array.isArray(errors)
    ? errors.map((value, index) => [`${path}[${index}]`, value])
    : Object.entries(errors)
        .filter(([key]) => key !== FORM_ERROR)
        .map(([key, value]) => [path ? `${path}.${key}` : key, value]);
  for (const [name, value] of entries) {
    const messages = messagesOf(value);
    if (messages.length > 0) for (const message of messages) items.push({ name, message });
    else items.push(...flattenFormErrors(value, name));
  }
  return items;
}

/** A field name as an id fragment: ids must not hold dots or brackets that CSS selectors trip on. */
export function fieldIdFragment(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '-');
}
