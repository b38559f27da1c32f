import {
  type CSSProperties,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { Alert } from '../../primitives/Alert';
import { Button, type ButtonProps } from '../../primitives/Button';
import { space } from '../../tokens/scale';
import { type FormErrorItem, flattenFormErrors } from '../formErrors';
import { formFieldId, useFormEngine } from '../useFormField';

const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  min-width: 0;

  & [data-part='error-list'] { margin: 0; padding-inline-start: 1.2em; }
  & [data-part='error-list'] a { color: inherit; }
`;

interface Summary {
  items: FormErrorItem[];
  /** Counts failed submits, so the list takes focus again even when its messages are unchanged. */
  attempt: number;
}

/**
 * What the form's body needs from the engine that keeps the form's state: final-form's FormApi
 * (Form) or SimpleForm's own store.
 */
export interface FormControl {
  getState(): {
    submitting?: boolean;
    submitSucceeded?: boolean;
    submitFailed?: boolean;
    hasSubmitErrors?: boolean;
    submitErrors?: unknown;
    errors?: unknown;
  };
  getFieldState(name: string): { value?: unknown } | undefined;
  change(name: string, value: unknown): void;
}

/** The form element with the portal's behaviour, whichever engine keeps the form's state. */
export function FormBody({
  form,
  submitting,
  handleSubmit,
  errorTitle,
  children,
  formId,
  ...attributes
}: {
  form: FormControl;
  submitting: boolean;
  handleSubmit: () => Promise<unknown> | undefined;
  errorTitle: string;
  children: ReactNode;
  formId: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  id?: string;
  className?: string;
  style?: CSSProperties;
}) {
  const [summary, setSummary] = useState<Summary | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLFormElement>(null);

  // What was typed (or filled in by a password manager) into a server-rendered form before React
  // hydrated it, on a slow phone at the sign-in screen: hydration keeps the DOM's values,
  // but the form's state is still empty, and a field's next render (its focus, its blur) would write
  // that empty state back over the typing. On mount, a text control whose value is not the one it was
  // rendered with (its defaultValue; a select has none) hands it to an empty field. A form mounted by
  // the client has nothing typed, and this does nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useLayoutEffect(() => {
    for (const control of (root.current?.elements ?? []) as Iterable<HTMLInputElement>) {
      const { name, type, value, defaultValue } = control;
      // A box's or a file's value is not what the user chose (a checkbox without one reads "on").
      if (
        name &&
        defaultValue != null &&
        value !== defaultValue &&
        !/checkbox|radio|file/.test(type) &&
        !form.getFieldState(name)?.value
      ) {
        form.change(name, value);
      }
    }
  }, []);

  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // final-form ignores a submit while one is running; so do we, without touching the list.
    if (form.getState().submitting) return;
    await handleSubmit();
    const state = form.getState();
    if (state.submitting) return;
    if (state.submitSucceeded || !state.submitFailed) {
      setSummary(null);
      return;
    }
    const items = state.hasSubmitErrors ? flattenFormErrors(state.submitErrors) : flattenFormErrors(state.errors);
    setSummary((previous) => ({ items, attempt: (previous?.attempt ?? 0) + 1 }));
  };

  const goToField = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    event.preventDefault();
    const target = document.getElementById(formFieldId(formId, name));
    // A group (fieldset) is reached through its first enabled control.
    const control =
      target instanceof HTMLFieldSetElement ? target.querySelector<HTMLElement>('input:not(:disabled)') : target;
    control?.focus();
  };

  return (
    // method=dialog: a submit the browser handles itself (a prerendered form before the page's script
    // has hydrated it) goes nowhere — the fields never end up in a URL.
    <FormRoot
      ref={root}
      method="dialog"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting || undefined}
      {...attributes}
    >
      {summary && summary.items.length > 0 ? (
        // A refusal that names no field (an address outside the allow-list, a lost session) is not an
        // input error: it stands alone, without the 入力内容を確認してください。 title and list.
        <Alert
          ref={summaryRef}
          tabIndex={-1}
          tone="danger"
          title={summary.items.some((item) => item.name !== undefined) ? errorTitle : undefined}
          data-part="summary"
        >
          {summary.items.some((item) => item.name !== undefined) ? (
            <ul data-part="error-list">
              {summary.items.map((item, index) => (
                // The same message can appear for two fields; position and name tell the lines apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={`${index}-${item.name ?? ''}`}>
                  {item.name === undefined ? (
                    item.message
                  ) : (
                    <a
                      href={`#${formFieldId(formId, item.name)}`}
                      onClick={(event) => goToField(event, item.name ?? '')}
                    >
                      {item.message}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            summary.items.map((item) => item.message).join(' ')
          )}
        </Alert>
      ) : null}
      {children}
    </FormRoot>
  );
}

export type FormSubmitButtonProps = Omit<ButtonProps, 'type' | 'loading'>;

/**
 * The submit button: busy (aria-disabled, keeping focus) while the form submits; its clicks are
 * swallowed meanwhile, so a double click sends once.
 */
export function FormSubmitButton(props: FormSubmitButtonProps) {
  const submitting = useFormEngine().useSubmitting();
  return <Button {...props} type="submit" loading={submitting} />;
}
