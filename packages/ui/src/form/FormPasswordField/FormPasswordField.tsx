import type { FieldValidator } from 'final-form';
import { PasswordField, type PasswordFieldProps } from '../../primitives/PasswordField';
import { useFormField } from '../useFormField';

type Controlled = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'id';

export interface FormPasswordFieldProps extends Omit<PasswordFieldProps, Controlled> {
  /** フォームの中の項目名（送信する値の名前）。 */
  name: string;
  /** 値を確かめる関数。問題があればエラーの文言（複数なら配列）、なければ undefined を返します。 */
  validate?: FieldValidator<string>;
}

/** PasswordField bound to a react-final-form field by name. */
export function FormPasswordField({ name, label, description, required, validate, ...rest }: FormPasswordFieldProps) {
  const { input, field } = useFormField<string>(name, { label, description, required, validate });
  return <PasswordField {...rest} {...field} {...input} value={input.value ?? ''} />;
}
