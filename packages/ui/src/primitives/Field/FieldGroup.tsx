import { type FieldsetHTMLAttributes, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { space } from '../../tokens/scale';
import { VisuallyHidden } from '../VisuallyHidden';
import { Description, ErrorMessage, type FieldError, hasError, joinIds, LabelText, RequiredMark } from './parts';

export interface FieldGroupProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'children' | 'role'> {
  /** まとまりの名前（チェックボックスやラジオボタンの組の見出し）。 */
  legend: ReactNode;
  /** 「必須」の印を付けます。 */
  required?: boolean;
  /** 見出しの下の補足。 */
  description?: ReactNode;
  /** エラーの文言（配列なら箇条書き）。 */
  error?: FieldError;
  /** 見出しを画面から隠し、読み上げでだけ伝えます。 */
  hideLegend?: boolean;
  /** `radiogroup` は 1 つだけ選ぶラジオボタンの組、`group`（既定）はチェックボックスの組。 */
  kind?: 'group' | 'radiogroup';
  /** 組の中の選択肢。 */
  children: ReactNode;
}

const Root = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space[1.5]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  /* A floated legend becomes an ordinary flex item, so the gap applies to it as well. */
  & > legend {
    float: left;
    width: 100%;
    padding: 0;
    margin-bottom: ${space[1.5]};
  }
`;

/**
 * A fieldset for checkbox and radio groups: the legend names the group, the description and error
 * describe it, and `disabled` disables every control inside (native fieldset behaviour).
 */
export function FieldGroup({
  legend,
  required,
  description,
  error,
  hideLegend,
  kind = 'group',
  id,
  children,
  ...rest
}: FieldGroupProps) {
  const ownId = useId();
  const baseId = id ?? ownId;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const invalid = hasError(error);
  const radio = kind === 'radiogroup';

  const legendContent = (
    <LabelText>
      {legend}
      {required ? <RequiredMark announce={!radio} /> : null}
    </LabelText>
  );

  return (
    <Root
      id={id}
      role={radio ? 'radiogroup' : undefined}
      aria-describedby={joinIds(description ? descriptionId : null, invalid ? errorId : null)}
      aria-invalid={radio && invalid ? true : undefined}
      aria-required={radio && required ? true : undefined}
      data-invalid={invalid ? '' : undefined}
      {...rest}
    >
      {hideLegend ? <VisuallyHidden as="legend">{legend}</VisuallyHidden> : <legend>{legendContent}</legend>}
      {description ? <Description id={descriptionId}>{description}</Description> : null}
      {children}
      {invalid ? <ErrorMessage id={errorId} error={error} /> : null}
    </Root>
  );
}
