import type { ReactNode } from 'react';
import { useField } from 'react-final-form';

export interface FormWhenProps {
  /** The field whose value decides. */
  name: string;
  /** Shows the children while the field's value equals this, or while this returns true for it. */
  is: unknown | ((value: unknown) => boolean);
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
