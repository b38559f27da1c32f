import type { FieldValidator } from 'final-form';

type Values = Record<string, unknown>;
type Errors = Record<string, unknown>;

export interface SimpleFormConfig<V extends Values = Values> {
  /** The fields' values to start with, read once when the form is made. */
  initialValues?: Partial<V>;
  /** The form's messages by field (`{ email: ['…'] }`, FORM_ERROR for the form). */
  validate?: (values: V) => Errors | undefined;
  /** Sends the values; returns the server's messages, as `validate` does, when it refused them. */
  onSubmit: (values: V) => Errors | undefined | Promise<Errors | undefined>;
}

/** What a form's fields and body read: one object per change, so React can compare it. */
export interface SimpleFormState {
  values: Values;
  touched: Record<string, boolean>;
  submitting: boolean;
  submitFailed: boolean;
  submitSucceeded: boolean;
  submitErrors?: Errors;
  /** The values of the last submit attempt: a field changed since then hides its server message. */
  lastSubmittedValues?: Values;
}

/** final-form's test of an error tree: any message at any depth (an empty list is none). */
export function hasAnyError(errors: object): boolean {
  return Object.values(errors).some((value) =>
    value && typeof value === 'object' && !(value instanceof Error) ? hasAnyError(value) : value !== undefined,
  );
}

/**
 * The state of a SimpleForm: flat fields, sync validation, a submit that may return the server's
 * messages. Each step does what final-form does for the same step, so a field shows the same
 * message at the same moment in a Form and a SimpleForm (simpleFormStore.test.ts runs both).
 * `config` is read at each use, so the form's latest props apply.
 */
export function createSimpleForm(config: () => SimpleFormConfig) {
  let state: SimpleFormState = {
    values: { ...config().initialValues },
    touched: {},
    submitting: false,
    submitFailed: false,
    submitSucceeded: false,
  };
  // The last merged messages, kept while the state, the form's rule and the mounted fields stay.
  let errorsOf: { state: SimpleFormState; validate: unknown; errors: Errors } | undefined;
  const listeners = new Set<() => void>();
  // The mounted fields, each with its own validator (read when it runs, so the latest one applies).
  const fields = new Map<string, () => FieldValidator<unknown> | undefined>();

  const set = (next: Partial<SimpleFormState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const touchAll = () => ({ ...state.touched, ...Object.fromEntries([...fields.keys()].map((name) => [name, true])) });

  /** The form's messages merged with each field's own; a field's own message comes first. */
  const errors = (): Errors => {
    const { validate } = config();
    if (errorsOf?.state === state && errorsOf.validate === validate) return errorsOf.errors;
    const merged: Errors = { ...validate?.(state.values) };
    for (const [name, validator] of fields) {
      const own = validator()?.(state.values[name], state.values);
      if (own) merged[name] = own;
    }
    errorsOf = { state, validate, errors: merged };
    return merged;
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    current: () => state,
    errors,
    /** A field's messages count while it is mounted; the returned function unmounts it. */
    register(name: string, validator: () => FieldValidator<unknown> | undefined) {
      fields.set(name, validator);
      errorsOf = undefined;
      return () => {
        fields.delete(name);
        errorsOf = undefined;
      };
    },
    change(name: string, value: unknown) {
      set({ values: { ...state.values, [name]: value } });
    },
    blur(name: string) {
      if (!state.touched[name]) set({ touched: { ...state.touched, [name]: true } });
    },
    getState() {
      const submitErrors = state.submitErrors;
      return { ...state, errors: errors(), hasSubmitErrors: !!submitErrors && hasAnyError(submitErrors) };
    },
    /** A field's state as final-form publishes it, for what a field shows. */
    getFieldState(name: string) {
      const value = state.values[name];
      return {
        value,
        error: errors()[name],
        submitError: state.submitErrors?.[name],
        touched: state.touched[name] ?? false,
        submitFailed: state.submitFailed,
        submitSucceeded: state.submitSucceeded,
        submitting: state.submitting,
        dirtySinceLastSubmit: !!state.lastSubmittedValues && state.lastSubmittedValues[name] !== value,
      };
    },
    /** Ignored while a submit runs. Invalid values mark every field touched and fail the submit. */
    async submit() {
      if (state.submitting) return;
      const values = state.values;
      if (hasAnyError(errors())) {
        set({ lastSubmittedValues: values, touched: touchAll(), submitFailed: true });
        return;
      }
      set({
        submitting: true,
        submitFailed: false,
        submitSucceeded: false,
        submitErrors: undefined,
        lastSubmittedValues: values,
      });
      const complete = (result: Errors | undefined) => {
        if (result && hasAnyError(result))
          set({
            submitting: false,
            submitFailed: true,
            submitSucceeded: false,
            submitErrors: result,
            touched: touchAll(),
          });
        else set({ submitting: false, submitFailed: false, submitSucceeded: true });
      };
      const result = config().onSubmit(values);
      // A plain answer completes the submit at once, as final-form's does.
      if (!(result instanceof Promise)) return complete(result);
      try {
        complete(await result);
      } catch (error) {
        complete(undefined);
        throw error;
      }
    },
  };
}

export type SimpleFormStore = ReturnType<typeof createSimpleForm>;
