import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorIcon } from '../../icons';
import { fieldStrings } from '../../strings';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

/**
 * The pieces Field and FieldGroup share: the label row's 必須 mark, the description and the error.
 * Internal: screens compose Field/FieldGroup, not these.
 */

export const LabelText = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${space[2]};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.control};
  color: ${vars.color.text.default};
`;

const Mark = styled.span`
  display: inline-block;
  padding: 0 ${space[1.5]};
  border-radius: ${radius.sm};
  background: ${vars.color.feedback.danger.subtle};
  color: ${vars.color.feedback.danger.text};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  line-height: 1.6;
  white-space: nowrap;
`;

/**
 * The 必須 mark. `announce` false hides it from screen readers where `aria-required` already says
 * "required" (inputs, radio groups), so the control's name stays just its label.
 */
export function RequiredMark({ announce }: { announce: boolean }) {
  return (
    <Mark data-part="required" aria-hidden={announce ? undefined : 'true'}>
      {fieldStrings.required}
    </Mark>
  );
}

export const Description = styled.div`
  margin: 0;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.body};
  color: ${vars.color.text.muted};
`;

const ErrorRoot = styled.div`
  display: flex;
  gap: ${space[1.5]};
  align-items: flex-start;
  margin: 0;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.body};
  color: ${vars.color.feedback.danger.text};

  & > svg { flex: none; margin-top: 0.3em; }
  & > [data-part='messages'] { display: flex; flex-direction: column; }
`;

/** One message or several (the api's catalogue gives each field a list), one line each. */
export type FieldError = ReactNode | ReadonlyArray<string>;

export function hasError(error: FieldError): boolean {
  if (Array.isArray(error)) return error.length > 0;
  return error !== undefined && error !== null && error !== false && error !== '';
}

export function ErrorMessage({ id, error }: { id: string; error: FieldError }) {
  const messages = Array.isArray(error) ? error : [error];
  return (
    <ErrorRoot id={id} data-part="error">
      <ErrorIcon />
      <span data-part="messages">
        {messages.map((message, index) => (
          // Messages can repeat and carry no identity: the position is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index}>{message}</span>
        ))}
      </span>
    </ErrorRoot>
  );
}

/** Joins ids for aria-describedby, dropping the absent ones; undefined when none remain. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
