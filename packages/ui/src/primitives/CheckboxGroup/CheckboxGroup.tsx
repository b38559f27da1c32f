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
  legend: ReactNode;
  options: readonly ChoiceOption[];
  /** The checked values (controlled). */
  value?: readonly string[];
  defaultValue?: readonly string[];
  /** The new checked values, always in the order of `options` whatever the click order. */
  onChange?: (value: string[]) => void;
  /** Called when focus leaves the group (form libraries mark the field touched). */
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  description?: ReactNode;
  error?: FieldError;
  disabled?: boolean;
  hideLegend?: boolean;
  orientation?: 'vertical' | 'horizontal';
  id?: string;
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
  const [own, setOwn] = useState<readonly string[]>(defaultValue);
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
