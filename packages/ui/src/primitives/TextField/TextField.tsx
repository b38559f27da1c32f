import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { ControlGroup, Input } from '../../internal/controlStyles';
import { Field, type FieldError } from '../Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  description?: ReactNode;
  error?: FieldError;
  hideLabel?: boolean;
  /** Text or an icon inside the box before the value (decorative: not part of the label). */
  startAdornment?: ReactNode;
  /** Text inside the box after the value, e.g. a unit such as 円. */
  endAdornment?: ReactNode;
  /** An interactive element at the end of the box (PasswordField's toggle). */
  endAction?: ReactNode;
}

/** Text or an icon inside the box, hidden from screen readers (the label names the field); nothing when absent. */
function adornment(node: ReactNode) {
  return node != null ? (
    <span data-part="adornment" aria-hidden="true">
      {node}
    </span>
  ) : null;
}

/**
 * A single-line text input with its label, 必須 mark, description and error. Input attributes and
 * `onChange` pass straight to the `<input>`, so it works with any form library or none.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    error,
    hideLabel,
    required,
    startAdornment,
    endAdornment,
    endAction,
    id,
    type = 'text',
    className,
    style,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const grouped = startAdornment != null || endAdornment != null || endAction != null;
  return (
    <Field
      label={label}
      description={description}
      error={error}
      hideLabel={hideLabel}
      required={required}
      controlId={id}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(control) =>
        grouped ? (
          <ControlGroup
            data-invalid={control['aria-invalid'] ? '' : undefined}
            data-disabled={rest.disabled ? '' : undefined}
          >
            {adornment(startAdornment)}
            <input ref={ref} type={type} {...rest} {...control} />
            {adornment(endAdornment)}
            {endAction != null ? <span data-part="action">{endAction}</span> : null}
          </ControlGroup>
        ) : (
          <Input ref={ref} type={type} {...rest} {...control} />
        )
      }
    </Field>
  );
});
