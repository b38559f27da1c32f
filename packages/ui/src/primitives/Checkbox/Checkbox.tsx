import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
} from 'react';
import { CheckIcon, MinusIcon } from '../../icons';
import { ChoiceRow } from '../../internal/choiceStyles';
import { ErrorMessage, type FieldError, hasError, joinIds, RequiredMark } from '../Field/parts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** A note under the label, linked by aria-describedby. */
  description?: ReactNode;
  /** Neither checked nor unchecked (a "select all" over a partial selection). */
  indeterminate?: boolean;
  /** For a single required checkbox (e.g. 同意する); in a group the group shows the error. */
  error?: FieldError;
}

/**
 * One checkbox with its label. The native input stays the control (keyboard, forms, `onChange`
 * with the change event); only its drawing is custom.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    description,
    indeterminate = false,
    error,
    id,
    required,
    className,
    style,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const invalid = hasError(error);
  const inputRef = useRef<HTMLInputElement>(null);
  // The caller's ref and our own both need the element: `indeterminate` is a DOM property only.
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);

  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <ChoiceRow className={className} style={style} data-disabled={rest.disabled ? '' : undefined}>
      <span data-part="control">
        <input
          ref={inputRef}
          type="checkbox"
          id={inputId}
          required={required}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(description ? descriptionId : null, invalid ? errorId : null, describedBy)}
          {...rest}
        />
        <span data-part="mark" data-mark="check">
          <CheckIcon />
        </span>
        <span data-part="mark" data-mark="minus">
          <MinusIcon />
        </span>
      </span>
      <label htmlFor={inputId}>
        {label}
        {required ? (
          <>
            {' '}
            <RequiredMark announce={false} />
          </>
        ) : null}
      </label>
      {description ? (
        <span id={descriptionId} data-part="description">
          {description}
        </span>
      ) : null}
      {invalid ? <ErrorMessage id={errorId} error={error} /> : null}
    </ChoiceRow>
  );
});
