import { type HTMLAttributes, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { space } from '../../tokens/scale';
import { visuallyHiddenStyles } from '../VisuallyHidden';
import { Description, ErrorMessage, type FieldError, hasError, joinIds, LabelText, RequiredMark } from './parts';

/** What Field hands its control: spread it on the input (or the component that renders one). */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  required: boolean | undefined;
}

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  label: ReactNode;
  /** Shows the 必須 mark and marks the control required. */
  required?: boolean;
  /** Help text between the label and the control, linked by aria-describedby. */
  description?: ReactNode;
  /** The message(s) to show; any non-empty value also sets aria-invalid on the control. */
  error?: FieldError;
  /** Keeps the label for screen readers only (e.g. a filter input in a table header). */
  hideLabel?: boolean;
  /** The control's id; a `useId` id when absent. */
  controlId?: string;
  /** More ids for the control's aria-describedby (e.g. a character counter). */
  describedBy?: string;
  /** Renders the control, wired to the label, description and error. */
  children: (control: FieldControlProps) => ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1.5]};
  min-width: 0;

  & > label { align-self: flex-start; }
`;

const HiddenLabel = styled.label`
  ${visuallyHiddenStyles}
`;

/**
 * A labelled form control: label with the 必須 mark, description, the control, and the error.
 * The control comes from a render function so any input can be wired without knowing the ids:
 *
 * ```tsx
 * <Field label="メールアドレス" required error={error}>{(control) => <input {...control} />}</Field>
 * ```
 */
export function Field({
  label,
  required,
  description,
  error,
  hideLabel,
  controlId,
  describedBy,
  children,
  ...rest
}: FieldProps) {
  const ownId = useId();
  const id = controlId ?? ownId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const invalid = hasError(error);

  const labelContent = (
    <LabelText>
      {label}
      {required ? <RequiredMark announce={false} /> : null}
    </LabelText>
  );

  return (
    <Root data-invalid={invalid ? '' : undefined} {...rest}>
      {hideLabel ? <HiddenLabel htmlFor={id}>{label}</HiddenLabel> : <label htmlFor={id}>{labelContent}</label>}
      {description ? <Description id={descriptionId}>{description}</Description> : null}
      {children({
        id,
        'aria-describedby': joinIds(description ? descriptionId : null, invalid ? errorId : null, describedBy),
        'aria-invalid': invalid ? true : undefined,
        'aria-required': required ? true : undefined,
        required: required || undefined,
      })}
      {invalid ? <ErrorMessage id={errorId} error={error} /> : null}
    </Root>
  );
}
