import type { FieldValidator } from 'final-form';
import { Checkbox, type CheckboxProps } from '../../primitives/Checkbox';
import { useFormField } from '../useFormField';

type Controlled = 'name' | 'value' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'id';

export interface FormCheckboxProps extends Omit<CheckboxProps, Controlled | 'description'> {
  name: string;
  description?: CheckboxProps['description'];
  validate?: FieldValidator<boolean>;
}

/** A single checkbox bound to a boolean react-final-form field (同意する, SMS認証を使う). */
export function FormCheckbox({ name, label, description, required, validate, ...rest }: FormCheckboxProps) {
  const { input, field } = useFormField<boolean>(name, { label, description, required, validate, type: 'checkbox' });
  return (
    <Checkbox
      {...rest}
      {...field}
      name={input.name}
      checked={input.checked ?? false}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
    />
  );
}
