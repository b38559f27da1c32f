import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { ControlGroup, Input } from '../../internal/controlStyles';
import { Field, type FieldError } from '../Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** 入力欄の名前（項目名）。画面に出し、読み上げでも欄の名前になります。 */
  label: ReactNode;
  /** 項目名と入力欄の間に出す補足（入力の例や形式）。読み上げでは欄の説明として伝わります。 */
  description?: ReactNode;
  /** エラーの文言。文字列の配列なら箇条書きで出ます。空でない値があると、枠が赤くなり、欄は「無効」と読み上げられます。 */
  error?: FieldError;
  /** 項目名を画面から隠し、読み上げでだけ伝えます（表の見出しの中の絞り込み欄など、見れば分かる場所だけで使います）。 */
  hideLabel?: boolean;
  /** 入力欄の中、値の前に置く文字やアイコン（飾り。項目名には含まれません）。 */
  startAdornment?: ReactNode;
  /** 入力欄の中、値の後ろに置く文字（単位の「円」「件」など）。 */
  endAdornment?: ReactNode;
  /** 入力欄の右端に置く操作（パスワードの「表示」ボタンなど）。 */
  endAction?: ReactNode;
  /** 入力の種類（既定 `text`）。`email`、`tel`、`url`、`search`、`number` はスマートフォンで合うキーボードが出ます。パスワードには PasswordField を使います。 */
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
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
