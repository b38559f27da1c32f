import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { controlBoxStyles } from '../../internal/controlStyles';
import { fieldStrings } from '../../strings';
import { fontSize, lineHeight } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { Field, type FieldError } from '../Field';
import { joinIds } from '../Field/parts';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** 入力欄の名前（項目名）。 */
  label: ReactNode;
  /** 項目名と入力欄の間に出す補足。 */
  description?: ReactNode;
  /** エラーの文言（配列なら箇条書き）。空でない値があると欄が「無効」になります。 */
  error?: FieldError;
  /** 項目名を画面から隠し、読み上げでだけ伝えます。 */
  hideLabel?: boolean;
  /** 入力欄の下に「n / 最大文字」を出します（`maxLength` と一緒に使います）。 */
  showCount?: boolean;
  /** 入力欄の高さ（行数。既定 4）。 */
  rows?: number;
}

const Box = styled.textarea`
  ${controlBoxStyles}
  display: block;
  min-height: 96px;
  line-height: ${lineHeight.body};
  resize: vertical;
`;

const Count = styled.div`
  align-self: flex-end;
  font-size: ${fontSize.xs};
  color: ${vars.color.text.muted};
  font-variant-numeric: tabular-nums;

  &[data-full] { color: ${vars.color.feedback.warning.text}; }
`;

/**
 * UTF-16 length, the unit the native `maxLength` and the server's length rules count in, so the
 * counter reaches the limit exactly when typing stops.
 */
function characterLength(value: TextareaHTMLAttributes<HTMLTextAreaElement>['value']): number {
  if (value === undefined || value === null) return 0;
  return String(value).length;
}

/**
 * Multi-line text with its label, 必須 mark, description and error; optionally a character counter.
 * The counter follows `value`, so `showCount` expects a controlled textarea.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    label,
    description,
    error,
    hideLabel,
    required,
    showCount,
    id,
    rows = 4,
    className,
    style,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const countId = useId();
  const counting = showCount && rest.maxLength !== undefined;
  const count = characterLength(rest.value);
  return (
    <Field
      label={label}
      description={description}
      error={error}
      hideLabel={hideLabel}
      required={required}
      controlId={id}
      describedBy={joinIds(describedBy, counting ? countId : null)}
      className={className}
      style={style}
    >
      {(control) => (
        <>
          <Box ref={ref} rows={rows} {...rest} {...control} />
          {counting && rest.maxLength !== undefined ? (
            <Count id={countId} data-full={count >= rest.maxLength ? '' : undefined}>
              {fieldStrings.characterCount(count, rest.maxLength)}
            </Count>
          ) : null}
        </>
      )}
    </Field>
  );
});
