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
  /** 項目名。 */
  label: ReactNode;
  /** 「必須」の印を付け、入力欄を必須にします。 */
  required?: boolean;
  /** 項目名と入力欄の間の補足。欄の説明として読み上げられます。 */
  description?: ReactNode;
  /** エラーの文言（配列なら箇条書き）。空でない値があると欄が「無効」になります。 */
  error?: FieldError;
  /** 項目名を画面から隠し、読み上げでだけ伝えます（表の見出しの中の絞り込み欄など）。 */
  hideLabel?: boolean;
  /** 入力欄の id。省略すると自動で付けます。 */
  controlId?: string;
  /** 入力欄の説明に加える要素の id（文字数カウンターなど）。 */
  describedBy?: string;
  /** 入力欄を描く関数。項目名・補足・エラーとつなぐ属性を受け取り、入力欄に渡します。 */
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
