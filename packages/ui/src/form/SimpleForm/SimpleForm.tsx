import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { fieldStrings } from '../../strings';
import { FormBody } from '../Form/FormBody';
import { type FormEngine, FormEngineContext, FormIdContext } from '../useFormField';
import { createSimpleForm, type SimpleFormConfig, type SimpleFormStore } from './simpleFormStore';

type FormValues = Record<string, unknown>;

export interface SimpleFormProps<Values extends FormValues> extends SimpleFormConfig<Values> {
  /** 項目（FormTextField・FormPasswordField）と FormSubmitButton。 */
  children: ReactNode;
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

const StoreContext = createContext<SimpleFormStore | null>(null);

/** An empty text input is an absent value, as react-final-form parses it. */
const parse = (value: unknown) => (value === '' ? undefined : value);

const simpleEngine: FormEngine = {
  useField(name, config) {
    const store = useContext(StoreContext) as SimpleFormStore;
    // Re-rendered on every change of the form (a sign-in form has two to four fields).
    useSyncExternalStore(store.subscribe, store.current, store.current);
    const validate = useRef(config.validate);
    useEffect(() => {
      validate.current = config.validate;
    });
    useEffect(() => store.register(name, () => validate.current), [store, name]);
    const { value, ...meta } = store.getFieldState(name);
    return {
      input: {
        name,
        // The control shows '' for an absent value.
        value: (value ?? '') as never,
        // An input's change event, or the value itself.
        onChange: (event: unknown) =>
          store.change(name, parse((event as { target?: { value: unknown } })?.target?.value ?? event)),
        onBlur: () => store.blur(name),
        onFocus: () => {},
      },
      meta,
    };
  },
  useSubmitting() {
    const store = useContext(StoreContext) as SimpleFormStore;
    return useSyncExternalStore(
      store.subscribe,
      () => store.current().submitting,
      () => false,
    );
  },
};

/**
 * The portal's form (Form's look and behaviour: the same body, fields and submit button) for a few
 * flat text fields, on an engine of its own instead of final-form's: the sign-in screens use it,
 * because every byte of the sign-in route's script is budgeted (docs/adr/0175-sign-in-forms-without-final-form.md).
 * Fields are FormTextField and FormPasswordField by a plain name (no `a.b` or `list[0]`); there is
 * no render function, FormWhen or draft. Anything more is a Form.
 */
export function SimpleForm<Values extends FormValues>({
  children,
  errorTitle = fieldStrings.formErrorTitle,
  initialValues,
  validate,
  onSubmit,
  ...attributes
}: SimpleFormProps<Values>) {
  const formId = useId();
  const config = useRef({ initialValues, validate, onSubmit } as SimpleFormConfig);
  useEffect(() => {
    config.current = { initialValues, validate, onSubmit } as SimpleFormConfig;
  });
  const [store] = useState(() => createSimpleForm(() => config.current));
  const submitting = useSyncExternalStore(
    store.subscribe,
    () => store.current().submitting,
    () => false,
  );
  return (
    <FormIdContext.Provider value={formId}>
      <FormEngineContext.Provider value={simpleEngine}>
        <StoreContext.Provider value={store}>
          <FormBody
            form={store}
            submitting={submitting}
            handleSubmit={store.submit}
            errorTitle={errorTitle}
            formId={formId}
            {...attributes}
          >
            {children}
          </FormBody>
        </StoreContext.Provider>
      </FormEngineContext.Provider>
    </FormIdContext.Provider>
  );
}
