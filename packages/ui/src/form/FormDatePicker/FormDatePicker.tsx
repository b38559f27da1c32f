import type { FieldValidator } from 'final-form';
import { DatePicker, type DatePickerProps } from '../../overlays/DatePicker';
import { useFormField } from '../useFormField';

type Controlled = 'value' | 'onChange' | 'onBlur' | 'error' | 'id' | 'name';

export interface FormDatePickerProps extends Omit<DatePickerProps, Controlled> {
  /** フォームの中の項目名（送信する値の名前）。 */
  name: string;
  /**
   * 値を確かめる関数。問題があればエラーの文言（複数なら配列）、なければ undefined を返します。
   * 日付として読めない文字のエラーは DatePicker 自身が出します。
   */
  validate?: FieldValidator<string>;
}

/**
 * DatePicker bound to a react-final-form field holding the text ('yyyy/MM/dd', or with a time).
 * The app's validate (the api package's date rules) decides what is valid; until the form has an
 * error to show, the picker's own format message guards what was typed.
 */
export function FormDatePicker({ name, label, description, required, validate, ...rest }: FormDatePickerProps) {
  const { input, field } = useFormField<string>(name, { label, description, required, validate });
  return (
    <DatePicker
      {...rest}
      label={field.label}
      description={field.description}
      required={field.required}
      id={field.id}
      error={field.error}
      name={input.name}
      value={input.value ?? ''}
      onChange={(value) => input.onChange(value)}
      onBlur={() => input.onBlur()}
    />
  );
}
