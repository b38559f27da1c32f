import type { ReactNode } from 'react';
import { useField } from 'react-final-form';

export interface FormWhenProps {
  /** 表示を決める項目の名前。 */
  name: string;
  /** その項目の値がこれと同じとき（関数ならそれが true を返すとき）に中身を出します。 */
  is: unknown | ((value: unknown) => boolean);
  /** 条件に合うときだけ出す項目。 */
  children: ReactNode;
}

/**
 * Part of a form that appears only for some value of another field (e.g. the agency list when
 * "代理店を選択" is chosen). It subscribes to that one field's value, so it re-renders when the value
 * changes, while the form itself renders only on submit-state changes.
 */
export function FormWhen({ name, is, children }: FormWhenProps) {
  const { input } = useField(name, { subscription: { value: true } });
  const shown = typeof is === 'function' ? (is as (value: unknown) => boolean)(input.value) : input.value === is;
  return shown ? children : null;
}
