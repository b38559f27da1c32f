import type { FieldValidator } from 'final-form';
import { Combobox, type ComboboxProps } from '../../overlays/Combobox';
import { useFormField } from '../useFormField';

type Controlled = 'value' | 'onChange' | 'onBlur' | 'error' | 'id' | 'name';

export interface FormComboboxProps<V extends string = string> extends Omit<ComboboxProps<V>, Controlled> {
  name: string;
  validate?: FieldValidator<V | ''>;
}

/** Combobox bound to a react-final-form field by name. */
export function FormCombobox<V extends string = string>({
  name,
  label,
  description,
  required,
  validate,
  ...rest
}: FormComboboxProps<V>) {
  const { input, field } = useFormField<V | ''>(name, { label, description, required, validate });
  return (
    <Combobox<V>
      {...rest}
      {...field}
      name={input.name}
      value={input.value ?? ''}
      onChange={(value) => input.onChange(value)}
      onBlur={() => input.onBlur()}
    />
  );
}
