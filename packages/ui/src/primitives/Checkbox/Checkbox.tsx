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
  /** 選択肢の文言（例: 同意する）。 */
  label: ReactNode;
  /** 文言の下の補足。選択肢の説明として読み上げられます。 */
  description?: ReactNode;
  /** 「一部だけ選択」の表示（すべて選択のチェックボックスで、一部の行だけが選ばれているとき）。 */
  indeterminate?: boolean;
  /** 単独の必須チェックボックス（同意する など）のエラー。組の中では組がエラーを出します。 */
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
