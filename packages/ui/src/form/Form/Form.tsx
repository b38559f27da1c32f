import type { FormApi } from 'final-form';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { Form as FinalForm, type FormProps as FinalFormProps, useField, useFormState } from 'react-final-form';
import { fieldStrings } from '../../strings';
import { type FormEngine, FormEngineContext, FormIdContext } from '../useFormField';
import { FormBody, type FormControl } from './FormBody';

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

const sameContent = (a?: object, b?: object) => JSON.stringify(a) === JSON.stringify(b);

/** The form fields' link to react-final-form (useFormField, FormSubmitButton). */
const finalFormEngine: FormEngine = {
  useField,
  useSubmitting: () => useFormState({ subscription: { submitting: true } }).submitting ?? false,
};

/**
 * A react-final-form form with the portal's behaviour: native validation off (the app's messages
 * are shown instead), fields show errors after touch or a submit attempt, a failed submit shows
 * the list of messages above the fields and moves focus to it (each message links to its field),
 * and a second submit while one runs is ignored (use FormSubmitButton to show it).
 *
 * `onSubmit` returns the server's field errors (`{ email: ['…'] }`, FORM_ERROR for the form) to show
 * them under the fields and in the list. A form of a few text fields with no other needs can be a
 * SimpleForm, which behaves the same without final-form's script.
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
      <FormEngineContext.Provider value={finalFormEngine}>
        <FinalForm<Values>
          // Initial values written inline (`initialValues={{ list: [] }}`) are a new object on every
          // render; compared by content, a parent's re-render does not wipe what the user typed.
          initialValuesEqual={sameContent}
          {...config}
          subscription={{ submitting: true }}
          render={({ handleSubmit, form, submitting }) => (
            <FormBody
              // final-form's FormApi takes its own field names; the body passes a control's name.
              form={form as unknown as FormControl}
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
              {typeof children === 'function' ? children({ form, submitting: submitting ?? false }) : children}
            </FormBody>
          )}
        />
      </FormEngineContext.Provider>
    </FormIdContext.Provider>
  );
}
