import { type ApiError, fieldLabels, specMessages, toFieldErrors } from '@olive/api';
import { FORM_ERROR } from '@olive/ui';
import type { SubmissionErrors } from 'final-form';
import { type Struct, validate } from 'superstruct';

/**
 * A react-final-form `validate` from an api schema: the same schema (and the same Japanese
 * messages) the server checks the body with. Empty text inputs arrive as undefined and are checked
 * as ''. Returns `{ field: [messages] }`.
 */
export function validateWith<T>(struct: Struct<T, unknown>, labels: Record<string, string> = fieldLabels) {
  return (values: Record<string, unknown>) => {
    const [error] = validate(values, struct, { coerce: true });
    return error ? toFieldErrors(error, labels) : {};
  };
}

/**
 * A server refusal as submission errors: field messages on their fields, the message above the form.
 * A lost session reads as the product's 再度ログイン wording (the global dialog says the same), and the
 * submit still fails, so the form's draft is kept for after the new sign-in.
 */
export function submissionErrors(error: ApiError): SubmissionErrors {
  if (error.status === 401 && error.message === specMessages.unauthenticated) {
    return { [FORM_ERROR]: specMessages.reauthenticate };
  }
  return { ...(error.errors ?? {}), [FORM_ERROR]: error.message };
}
