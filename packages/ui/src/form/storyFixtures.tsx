/**
 * Story-only helpers. In the app, validate functions and messages come from @olive/api's Japanese
 * catalogue (SPEC.md §5); these stand in for it with the same wording so the stories read true.
 */
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form, FormSubmitButton } from './Form';

export const required = (label: string) => (value: unknown) =>
  value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0)
    ? `${label}は必ず指定してください。`
    : undefined;

export const email = (label: string) => (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)
    ? `${label}は有効なメールアドレスを指定してください。`
    : undefined;

export const minLength = (label: string, min: number) => (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length < min
    ? `${label}は少なくとも ${min}文字以上で指定してください。`
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
