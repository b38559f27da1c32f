import type { FieldValidator } from 'final-form';
import type { ReactNode } from 'react';
import { RadioGroup, type RadioGroupProps } from '../../primitives/RadioGroup';
import { useFormField } from '../useFormField';

type Controlled = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'id' | 'legend';

export interface FormRadioGroupProps extends Omit<RadioGroupProps, Controlled> {
  /** フォームの中の項目名（選ばれた値が入ります）。 */
  name: string;
  /** 組の名前（見出し）。 */
  label: ReactNode;
  /** 値を確かめる関数。問題があればエラーの文言、なければ undefined を返します。 */
  validate?: FieldValidator<string>;
}

/** RadioGroup bound to a react-final-form field holding the chosen value. */
export function FormRadioGroup({ name, label, description, required, validate, ...rest }: FormRadioGroupProps) {
  const { input, field } = useFormField<string>(name, { label, description, required, validate });
  return (
    <RadioGroup
      {...rest}
      id={field.id}
      legend={field.label}
      description={field.description}
      required={field.required}
      error={field.error}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={() => input.onBlur()}
    />
  );
}
