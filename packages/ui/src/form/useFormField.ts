import type { FieldValidator } from 'final-form';
import { createContext, type ReactNode, type RefObject, useContext, useId, useLayoutEffect, useRef } from 'react';
import { type FieldInputProps, type FieldMetaState, type UseFieldConfig, useField } from 'react-final-form';
import type { FieldError } from '../primitives/Field';
import { fieldIdFragment, toFieldError } from './formErrors';

/** Set by Form: the prefix of its fields' ids, so the submit error list can link to each field. */
export const FormIdContext = createContext<string | null>(null);

/** The id a field gets inside a Form; the submit error list links to it. */
export function formFieldId(formId: string, name: string): string {
  return `${formId}-field-${fieldIdFragment(name)}`;
}

/**
 * When a field shows its error: once the user has left it (touched) or tried to submit the form.
 * A server's error for the field (submitError) shows until the user changes the field.
 */
export function visibleFieldError(meta: FieldMetaState<unknown>): FieldError | undefined {
  if (!meta.touched && !meta.submitFailed) return undefined;
  return toFieldError(meta.error) ?? (meta.dirtySinceLastSubmit ? undefined : toFieldError(meta.submitError));
}

export interface FormFieldOptions<Value> extends Omit<UseFieldConfig, 'subscription' | 'validate'> {
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  validate?: FieldValidator<Value>;
}

/** What Field (and every field primitive) takes from a form field. */
export interface FormFieldProps {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  error: FieldError | undefined;
}

export interface FormFieldBinding<Value> {
  /** name, value, checked, onChange, onBlur, onFocus: spread on the control. */
  input: FieldInputProps<Value>;
  meta: FieldMetaState<Value>;
  /** id, label, 必須, description and the visible error: spread on the field primitive. */
  field: FormFieldProps;
}

const subscription = {
  value: true,
  error: true,
  submitError: true,
  touched: true,
  submitFailed: true,
  dirtySinceLastSubmit: true,
} as const;

/**
 * The one hook every form adapter uses: registers the field with react-final-form and maps its state
 * to Field's props. Errors are strings the app supplies (its validate functions or the server's 422
 * body); the design system never writes a message itself.
 */
export function useFormField<Value = string>(
  name: string,
  { label, description, required, validate, ...config }: FormFieldOptions<Value>,
): FormFieldBinding<Value> {
  const formId = useContext(FormIdContext);
  const ownId = useId();
  const { input, meta } = useField<Value>(name, { ...config, validate, subscription });
  return {
    input,
    meta,
    field: {
      id: formId === null ? ownId : formFieldId(formId, name),
      label,
      description,
      required,
      error: visibleFieldError(meta),
    },
  };
}

/**
 * Text typed (or filled in by a password manager, or restored by the browser) into a server-rendered
 * field before React hydrated it, on a slow phone at the sign-in screen (issue 19). Hydration keeps
 * the DOM's value, but the field's state is still empty, and React's next render of the controlled
 * input (its focus, its blur) would write that empty state back over the typing. So on mount, a text
 * control whose DOM value differs from a still-empty field value hands the DOM's value to the form.
 * A control mounted by the client starts empty and this does nothing. Returns the control's ref.
 */
export function useValueTypedBeforeHydration<E extends HTMLInputElement | HTMLTextAreaElement>(
  input: FieldInputProps<string>,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const { value, onChange } = input;
  const adopt = useRef({ value, onChange });
  adopt.current = { value, onChange };
  useLayoutEffect(() => {
    const typed = ref.current?.value ?? '';
    const { value: state, onChange: change } = adopt.current;
    if (typed !== '' && (state ?? '') === '') change(typed);
  }, []);
  return ref;
}
