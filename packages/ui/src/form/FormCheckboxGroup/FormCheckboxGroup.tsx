import type { FieldValidator } from 'final-form';
import type { ReactNode } from 'react';
import { CheckboxGroup, type CheckboxGroupProps } from '../../primitives/CheckboxGroup';
import { useFormField } from '../useFormField';

type Controlled = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'id' | 'legend';

export interface FormCheckboxGroupProps extends Omit<CheckboxGroupProps, Controlled> {
  /** フォームの中の項目名（チェックされた値の配列が入ります）。 */
  name: string;
  /** 組の名前（見出し）。 */
  label: ReactNode;
  /** 値を確かめる関数。問題があればエラーの文言、なければ undefined を返します。 */
  validate?: FieldValidator<string[]>;
}

const none: string[] = [];

/** CheckboxGroup bound to a react-final-form field holding the checked values (string[]). */
export function FormCheckboxGroup({ name, label, description, required, validate, ...rest }: FormCheckboxGroupProps) {
  const { input, field } = useFormField<string[]>(name, { label, description, required, validate });
  return (
    <CheckboxGroup
      {...rest}
      id={field.id}
      legend={field.label}
      description={field.description}
      required={field.required}
      error={field.error}
      name={input.name}
      value={Array.isArray(input.value) ? input.value : none}
      onChange={input.onChange}
      onBlur={() => input.onBlur()}
    />
  );
}
