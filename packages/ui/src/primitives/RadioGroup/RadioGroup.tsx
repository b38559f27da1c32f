import { type FocusEvent, type ReactNode, useId, useState } from 'react';
import { ChoiceList, ChoiceRow } from '../../internal/choiceStyles';
import type { ChoiceOption } from '../CheckboxGroup';
import { type FieldError, FieldGroup } from '../Field';

export interface RadioGroupProps {
  /** 組の名前（見出し）。 */
  legend: ReactNode;
  /** 選択肢の一覧。各選択肢は `value`（値）、`label`（文言）、`description`（補足）、`disabled`（選べない）を持ちます。 */
  options: ReadonlyArray<ChoiceOption>;
  /** 選ばれている値（呼び出し側が持つ場合）。まだ選んでいなければ `''`。 */
  value?: string;
  /** 最初に選んでおく値（呼び出し側が値を持たない場合）。 */
  defaultValue?: string;
  /** 新しく選ばれた値。 */
  onChange?: (value: string) => void;
  /** フォーカスが組から出たときに呼ばれます（フォームが「触った」と記録します）。 */
  onBlur?: () => void;
  /** 送信するときの項目名。 */
  name?: string;
  /** 「必須」の印を付けます。 */
  required?: boolean;
  /** 見出しの下の補足。 */
  description?: ReactNode;
  /** エラーの文言（配列なら箇条書き）。 */
  error?: FieldError;
  /** 組全体を選べなくします。 */
  disabled?: boolean;
  /** 見出しを画面から隠し、読み上げでだけ伝えます。 */
  hideLegend?: boolean;
  /** 並べ方。`vertical`（既定）は縦、`horizontal` は横（短い選択肢 2〜4 個向け）。 */
  orientation?: 'vertical' | 'horizontal';
  /** 組の id。 */
  id?: string;
  /** 外側の要素に付ける class 名。 */
  className?: string;
}

/**
 * One choice among a few, as native radios in a `radiogroup` fieldset: Tab enters the group at the
 * chosen radio, arrow keys move and choose, as every browser does for radios with one name.
 */
export function RadioGroup({
  legend,
  options,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  name,
  required,
  description,
  error,
  disabled,
  hideLegend,
  orientation = 'vertical',
  id,
  className,
}: RadioGroupProps) {
  const [own, setOwn] = useState(defaultValue);
  const chosen = value ?? own;
  const ownName = useId();
  const groupName = name ?? ownName;
  const baseId = useId();

  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  return (
    <FieldGroup
      kind="radiogroup"
      legend={legend}
      required={required}
      description={description}
      error={error}
      disabled={disabled}
      hideLegend={hideLegend}
      id={id}
      className={className}
      onBlur={handleBlur}
    >
      <ChoiceList data-orientation={orientation}>
        {options.map((option, index) => {
          const inputId = `${baseId}-${index}`;
          const descriptionId = `${inputId}-description`;
          return (
            <ChoiceRow key={option.value} data-disabled={option.disabled ? '' : undefined}>
              <span data-part="control">
                <input
                  type="radio"
                  id={inputId}
                  name={groupName}
                  value={option.value}
                  checked={chosen === option.value}
                  disabled={option.disabled}
                  aria-describedby={option.description ? descriptionId : undefined}
                  onChange={() => {
                    if (value === undefined) setOwn(option.value);
                    onChange?.(option.value);
                  }}
                />
              </span>
              <label htmlFor={inputId}>{option.label}</label>
              {option.description ? (
                <span id={descriptionId} data-part="description">
                  {option.description}
                </span>
              ) : null}
            </ChoiceRow>
          );
        })}
      </ChoiceList>
    </FieldGroup>
  );
}
