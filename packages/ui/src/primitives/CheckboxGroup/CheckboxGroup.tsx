import { type FocusEvent, type ReactNode, useId, useState } from 'react';
import { ChoiceList } from '../../internal/choiceStyles';
import { Checkbox } from '../Checkbox';
import { type FieldError, FieldGroup } from '../Field';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  /** 組の名前（見出し）。 */
  legend: ReactNode;
  /** 選択肢の一覧。各選択肢は `value`（値）、`label`（文言）、`description`（補足）、`disabled`（選べない）を持ちます。 */
  options: ReadonlyArray<ChoiceOption>;
  /** チェックされている値（呼び出し側が持つ場合）。 */
  value?: ReadonlyArray<string>;
  /** 最初にチェックしておく値（呼び出し側が値を持たない場合）。 */
  defaultValue?: ReadonlyArray<string>;
  /** チェックが変わったときの新しい値。クリックの順ではなく、常に `options` の並び順です。 */
  onChange?: (value: string[]) => void;
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
  /** 並べ方。`vertical`（既定）は縦に 1 つずつ、`horizontal` は横に並べます（短い選択肢 2〜4 個向け）。 */
  orientation?: 'vertical' | 'horizontal';
  /** 組の id。 */
  id?: string;
  /** 外側の要素に付ける class 名。 */
  className?: string;
}

/** Several checkboxes under one legend: a search filter of statuses, the manual groups to download. */
export function CheckboxGroup({
  legend,
  options,
  value,
  defaultValue = [],
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
}: CheckboxGroupProps) {
  const [own, setOwn] = useState<ReadonlyArray<string>>(defaultValue);
  const checked = value ?? own;
  const ownName = useId();

  const toggle = (optionValue: string, on: boolean) => {
    const next = options.map((option) => option.value).filter((v) => (v === optionValue ? on : checked.includes(v)));
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    // Moving between the group's own checkboxes is not leaving it.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  return (
    <FieldGroup
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
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name ?? ownName}
            value={option.value}
            label={option.label}
            description={option.description}
            disabled={option.disabled}
            checked={checked.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </ChoiceList>
    </FieldGroup>
  );
}
