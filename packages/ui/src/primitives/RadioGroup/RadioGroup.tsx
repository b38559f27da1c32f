import { type FocusEvent, type ReactNode, useId, useState } from 'react';
import { ChoiceList, ChoiceRow } from '../../internal/choiceStyles';
import type { ChoiceOption } from '../CheckboxGroup';
import { type FieldError, FieldGroup } from '../Field';

export interface RadioGroupProps {
  legend: ReactNode;
  options: readonly ChoiceOption[];
  /** The chosen value (controlled); `''` or undefined for none yet. */
  value?: string;
  defaultValue?: string;
  /** The newly chosen value. */
  onChange?: (value: string) => void;
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
