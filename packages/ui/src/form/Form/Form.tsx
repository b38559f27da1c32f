import type { FormApi } from 'final-form';
import {
  type CSSProperties,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Form as FinalForm, type FormProps as FinalFormProps, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { Alert } from '../../primitives/Alert';
import { Button, type ButtonProps } from '../../primitives/Button';
import { fieldStrings } from '../../strings';
import { space } from '../../tokens/scale';
import { type FormErrorItem, flattenFormErrors } from '../formErrors';
import { FormIdContext, formFieldId } from '../useFormField';

// react-final-form's own types use `any` for form values; ours keep the caller's type.
type FormValues = Record<string, unknown>;

export interface FormRenderState<Values extends FormValues> {
  form: FormApi<Values>;
  submitting: boolean;
}

export interface FormProps<Values extends FormValues>
  extends Omit<FinalFormProps<Values>, 'render' | 'children' | 'component' | 'subscription'> {
  /** 項目とボタン。関数を渡すと、フォームの API と送信中かどうかを受け取ります。 */
  children: ReactNode | ((state: FormRenderState<Values>) => ReactNode);
  /** 送信したときのエラー一覧の見出し（既定「入力内容を確認してください。」）。 */
  errorTitle?: string;
  /** フォームの名前（読み上げ用。名前のあるフォームはランドマークになります）。 */
  'aria-label'?: string;
  /** フォームの名前になる要素（画面の見出しなど）の id。 */
  'aria-labelledby'?: string;
  /** フォームの id（フォームの外の送信ボタンから `form` 属性で指します）。 */
  id?: string;
  /** フォームの要素に付ける class 名。 */
  className?: string;
  /** フォームの要素に付けるスタイル。 */
  style?: CSSProperties;
}

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

function FormBody<Values extends FormValues>({
  form,
  submitting,
  handleSubmit,
  errorTitle,
  children,
  formId,
  ...attributes
}: {
  form: FormApi<Values>;
  submitting: boolean;
  handleSubmit: () => Promise<unknown> | undefined;
  errorTitle: string;
  children: FormProps<Values>['children'];
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
        // The control's name is a field of this form; its DOM value is a string.
        (form as FormApi).change(name, value);
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
      {typeof children === 'function' ? children({ form, submitting }) : children}
    </FormRoot>
  );
}

const sameContent = (a?: object, b?: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A react-final-form form with the portal's behaviour: native validation off (the app's messages
 * are shown instead), fields show errors after touch or a submit attempt, a failed submit shows
 * the list of messages above the fields and moves focus to it (each message links to its field),
 * and a second submit while one runs is ignored (use FormSubmitButton to show it).
 *
 * `onSubmit` returns the server's field errors (`{ email: ['…'] }`, FORM_ERROR for the form) to show
 * them under the fields and in the list.
 */
export function Form<Values extends FormValues>({
  children,
  errorTitle = fieldStrings.formErrorTitle,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  id,
  className,
  style,
  ...config
}: FormProps<Values>) {
  const formId = useId();
  return (
    <FormIdContext.Provider value={formId}>
      <FinalForm<Values>
        // Initial values written inline (`initialValues={{ list: [] }}`) are a new object on every
        // render; compared by content, a parent's re-render does not wipe what the user typed.
        initialValuesEqual={sameContent}
        {...config}
        subscription={{ submitting: true }}
        render={({ handleSubmit, form, submitting }) => (
          <FormBody<Values>
            form={form}
            submitting={submitting ?? false}
            handleSubmit={() => handleSubmit()}
            errorTitle={errorTitle}
            formId={formId}
            aria-label={ariaLabel}
            aria-labelledby={ariaLabelledBy}
            id={id}
            className={className}
            style={style}
          >
            {children}
          </FormBody>
        )}
      />
    </FormIdContext.Provider>
  );
}

export type FormSubmitButtonProps = Omit<ButtonProps, 'type' | 'loading'>;

/**
 * The submit button: busy (aria-disabled, keeping focus) while the form submits; its clicks are
 * swallowed meanwhile, so a double click sends once.
 */
export function FormSubmitButton(props: FormSubmitButtonProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return <Button {...props} type="submit" loading={submitting} />;
}
