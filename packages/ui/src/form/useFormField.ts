import type { FieldValidator } from 'final-form';
import { createContext, type ReactNode, useContext, useId } from 'react';
import type { FieldInputProps, FieldMetaState, UseFieldConfig } from 'react-final-form';
import type { FieldError } from '../primitives/Field';
import { fieldIdFragment, toFieldError } from './formErrors';

/** Set by Form: the prefix of its fields' ids, so the submit error list can link to each field. */
export const FormIdContext = createContext<string | null>(null);

/**
 * The engine that keeps a form's state, set by the form around its fields: react-final-form's
 * (Form) or SimpleForm's. Fields and the submit button reach it through this, so they work in both
 * and import neither.
 */
export interface FormEngine {
  useField<Value>(name: string, config: UseFieldConfig): { input: FieldInputProps<Value>; meta: FieldMetaState<Value> };
  useSubmitting(): boolean;
}

export const FormEngineContext = createContext<FormEngine | null>(null);

/** The engine of the form around: a form field outside a Form or SimpleForm is a mistake. */
export function useFormEngine(): FormEngine {
  const engine = useContext(FormEngineContext);
  if (!engine) throw new Error('A form field must be inside a Form or a SimpleForm.');
  return engine;
}

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
 * The one hook every form adapter uses: registers the field with the form's engine and maps its state
 * to Field's props. Errors are strings the app supplies (its validate functions or the server's 422
 * body); the design system never writes a message itself.
 */
export function useFormField<Value = string>(
  name: string,
  { label, description, required, validate, ...config }: FormFieldOptions<Value>,
): FormFieldBinding<Value> {
  const formId = useContext(FormIdContext);
  const ownId = useId();
  const { input, meta } = useFormEngine().useField<Value>(name, { ...config, validate, subscription });
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
