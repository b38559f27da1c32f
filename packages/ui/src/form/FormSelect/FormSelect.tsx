import type { FieldValidator } from 'final-form';
import { Select, type SelectProps } from '../../overlays/Select';
import { useFormField } from '../useFormField';

type Controlled = 'value' | 'onChange' | 'onBlur' | 'error' | 'id' | 'name';

export interface FormSelectProps<V extends string = string> extends Omit<SelectProps<V>, Controlled> {
  /** フォームの中の項目名（送信する値の名前）。 */
  name: string;
  /** 値を確かめる関数。問題があればエラーの文言（複数なら配列）、なければ undefined を返します。 */
  validate?: FieldValidator<V | ''>;
}

/** Select bound to a react-final-form field by name. */
export function FormSelect<V extends string = string>({
  name,
  label,
  description,
  required,
  validate,
  ...rest
}: FormSelectProps<V>) {
  const { input, field } = useFormField<V | ''>(name, { label, description, required, validate });
  return (
    <Select<V>
      {...rest}
      {...field}
      name={input.name}
      value={input.value ?? ''}
      onChange={(value) => input.onChange(value)}
      onBlur={() => input.onBlur()}
    />
  );
}
