import type { FieldValidator } from 'final-form';
import type { TextFieldProps } from '../../primitives/TextField';
import { TextField } from '../../primitives/TextField';
import { useFormField } from '../useFormField';

type Controlled = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'id';

export interface FormTextFieldProps extends Omit<TextFieldProps, Controlled> {
  /** フォームの中の項目名（送信する値の名前）。 */
  name: string;
  /** 値を確かめる関数。問題があればエラーの文言（複数なら配列）、なければ undefined を返します。 */
  validate?: FieldValidator<string>;
}

/** TextField bound to a react-final-form field by name. */
export function FormTextField({ name, label, description, required, validate, ...rest }: FormTextFieldProps) {
  const { input, field } = useFormField<string>(name, { label, description, required, validate });
  return <TextField {...rest} {...field} {...input} value={input.value ?? ''} />;
}
