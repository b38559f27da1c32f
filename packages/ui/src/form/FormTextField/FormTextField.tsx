import type { FieldValidator } from 'final-form';
import type { TextFieldProps } from '../../primitives/TextField';
import { TextField } from '../../primitives/TextField';
import { useFormField } from '../useFormField';

type Controlled = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'id';

export interface FormTextFieldProps extends Omit<TextFieldProps, Controlled> {
  name: string;
  /** Returns the message(s) to show, or undefined when the value is fine. */
  validate?: FieldValidator<string>;
}

/** TextField bound to a react-final-form field by name. */
export function FormTextField({ name, label, description, required, validate, ...rest }: FormTextFieldProps) {
  const { input, field } = useFormField<string>(name, { label, description, required, validate });
  return <TextField {...rest} {...field} {...input} value={input.value ?? ''} />;
}
