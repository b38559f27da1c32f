import type { FieldValidator } from 'final-form';
import { Checkbox, type CheckboxProps } from '../../primitives/Checkbox';
import { useFormField } from '../useFormField';

type Controlled = 'name' | 'value' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'id';

export interface FormCheckboxProps extends Omit<CheckboxProps, Controlled | 'description'> {
  /** フォームの中の項目名（送信する値の名前。チェックの有無が true / false で入ります）。 */
  name: string;
  /** 文言の下の補足。選択肢の説明として読み上げられます。 */
  description?: CheckboxProps['description'];
  /** 値を確かめる関数。問題があればエラーの文言、なければ undefined を返します（同意が必要なら false のときに文言）。 */
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
