import type { FieldValidator } from 'final-form';
import { Textarea, type TextareaProps } from '../../primitives/Textarea';
import { useFormField } from '../useFormField';

type Controlled = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'id';

export interface FormTextareaProps extends Omit<TextareaProps, Controlled> {
  /** フォームの中の項目名（送信する値の名前）。 */
  name: string;
  /** 値を確かめる関数。問題があればエラーの文言（複数なら配列）、なければ undefined を返します。 */
  validate?: FieldValidator<string>;
}

/** Textarea bound to a react-final-form field by name. */
export function FormTextarea({ name, label, description, required, validate, ...rest }: FormTextareaProps) {
  const { input, field } = useFormField<string>(name, { label, description, required, validate });
  return <Textarea {...rest} {...field} {...input} value={input.value ?? ''} />;
}
