/**
 * Story-only helpers: small validate functions for the adapter stories, worded by @olive/api's
 * Japanese catalogue (docs/product.md §5). The app validates with the api package's schemas instead.
 */
import { fieldMessage, messages } from '@olive/api';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form, FormSubmitButton } from './Form';

// The wording comes from the api package's catalogue (docs/product.md §5), the one place messages live.
export const required = (label: string) => (value: unknown) =>
  value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0)
    ? fieldMessage(label, messages.required())
    : undefined;

export const email = (label: string) => (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)
    ? fieldMessage(label, messages.email())
    : undefined;

export const minLength = (label: string, min: number) => (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length < min
    ? fieldMessage(label, messages.min(min))
    : undefined;

/** Runs validators in order and returns the first message. */
export const all =
  (...validators: Array<(value: unknown) => string | undefined>) =>
  (value: unknown) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message) return message;
    }
    return undefined;
  };

/** A Form with a submit button around one adapter, for the adapter stories. */
export function StoryForm({
  children,
  onSubmit,
  initialValues,
}: {
  children: ReactNode;
  onSubmit: (values: Record<string, unknown>) => SubmissionErrors | undefined | Promise<SubmissionErrors | undefined>;
  initialValues?: Record<string, unknown>;
}) {
  return (
    <Form aria-label="入力フォーム" onSubmit={onSubmit} initialValues={initialValues} style={{ maxWidth: 480 }}>
      {children}
      <div>
        <FormSubmitButton>送信する</FormSubmitButton>
      </div>
    </Form>
  );
}
