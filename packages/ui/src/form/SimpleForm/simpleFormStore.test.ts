import { createForm, FORM_ERROR as finalFormError } from 'final-form';
import { describe, expect, it, vi } from 'vitest';
import { FORM_ERROR } from '../formErrors';
import { createSimpleForm, type SimpleFormConfig } from './simpleFormStore';

type Errors = Record<string, unknown>;

/** The sign-in form's rules: both fields required, the e-mail with an @. */
const validate = (values: Record<string, unknown>) => {
  const errors: Errors = {};
  if (!values.email) errors.email = ['メールアドレスは必ず指定してください。'];
  else if (!String(values.email).includes('@')) errors.email = ['メールアドレスの形式が正しくありません。'];
  if (!values.password) errors.password = ['パスワードは必ず指定してください。'];
  return errors;
};

const fields = ['email', 'password'];
/** A field's own rule, beside the form's: it comes first where both have a message. */
const passwordRule = (value: unknown) =>
  typeof value === 'string' && value.length < 8 ? ['パスワードは8文字以上で入力してください。'] : undefined;
const fieldRule = (name: string) => (name === 'password' ? passwordRule : undefined);

/** What the form body and a field read, as one plain object to compare. */
interface Driver {
  change(name: string, value: unknown): void;
  blur(name: string): void;
  submit(): Promise<unknown>;
  seen(): unknown;
}

function finalForm(config: SimpleFormConfig): Driver {
  const form = createForm<Record<string, unknown>>({
    initialValues: config.initialValues,
    validate: config.validate,
    onSubmit: (values) => config.onSubmit(values),
  });
  for (const name of fields)
    form.registerField(name, () => {}, { value: true }, { getValidator: () => fieldRule(name) });
  return {
    change: (name, value) => form.change(name, value),
    blur: (name) => {
      form.focus(name);
      form.blur(name);
    },
    submit: () => form.submit() ?? Promise.resolve(),
    seen: () => {
      const s = form.getState();
      return {
        submitting: s.submitting,
        submitFailed: s.submitFailed,
        submitSucceeded: s.submitSucceeded,
        hasSubmitErrors: s.hasSubmitErrors,
        submitErrors: s.submitErrors,
        errors: s.errors,
        fields: fields.map((name) => {
          const f = form.getFieldState(name);
          return {
            value: f?.value,
            error: f?.error,
            submitError: f?.submitError,
            touched: f?.touched,
            dirtySinceLastSubmit: f?.dirtySinceLastSubmit,
          };
        }),
      };
    },
  };
}

function simpleForm(config: SimpleFormConfig): Driver {
  const form = createSimpleForm(() => config);
  for (const name of fields) form.register(name, () => fieldRule(name));
  return {
    change: (name, value) => form.change(name, value),
    blur: (name) => form.blur(name),
    submit: () => form.submit(),
    seen: () => {
      const s = form.getState();
      return {
        submitting: s.submitting,
        submitFailed: s.submitFailed,
        submitSucceeded: s.submitSucceeded,
        hasSubmitErrors: s.hasSubmitErrors,
        submitErrors: s.submitErrors,
        errors: s.errors,
        fields: fields.map((name) => {
          const f = form.getFieldState(name);
          return {
            value: f.value,
            error: f.error,
            submitError: f.submitError,
            touched: f.touched,
            dirtySinceLastSubmit: f.dirtySinceLastSubmit,
          };
        }),
      };
    },
  };
}

/** Runs the same steps on both engines and compares what a user would see after each one. */
async function compare(
  answer: (values: Record<string, unknown>) => Errors | undefined | Promise<Errors | undefined>,
  steps: (form: Driver) => Promise<void>,
  initialValues?: Record<string, unknown>,
) {
  const seenBy = async (make: (config: SimpleFormConfig) => Driver) => {
    const onSubmit = vi.fn(answer);
    const form = make({ initialValues, validate, onSubmit });
    const log: unknown[] = [];
    await steps({
      change: (name, value) => {
        form.change(name, value);
        log.push(form.seen());
      },
      blur: (name) => {
        form.blur(name);
        log.push(form.seen());
      },
      submit: async () => {
        const sent = form.submit();
        log.push(form.seen());
        await sent;
        log.push(form.seen());
      },
      seen: form.seen,
    });
    return { log, calls: onSubmit.mock.calls };
  };
  const simple = await seenBy(simpleForm);
  expect(simple).toEqual(await seenBy(finalForm));
  return simple;
}

describe('SimpleForm behaves as final-form', () => {
  it('uses final-form’s key for a form-wide message', () => {
    expect(FORM_ERROR).toBe(finalFormError);
  });

  it('an empty submit fails without sending, and marks every field touched', async () => {
    const { log, calls } = await compare(
      () => undefined,
      async (form) => {
        await form.submit();
      },
    );
    expect(calls).toHaveLength(0);
    expect(log.at(-1)).toMatchObject({ submitFailed: true, fields: [{ touched: true }, { touched: true }] });
  });

  it('a field is touched when left, and its message follows the typing', async () => {
    await compare(
      () => undefined,
      async (form) => {
        form.change('email', 'agent');
        form.blur('email');
        form.change('email', 'agent@example.jp');
        form.change('email', undefined);
      },
    );
  });

  it('a refusal shows the server’s messages until the field changes, and a new submit clears them', async () => {
    const { log, calls } = await compare(
      (values) =>
        values.email === 'agent@example.jp'
          ? { email: ['このメールアドレスは使えません。'], [FORM_ERROR]: 'ログインに失敗しました。' }
          : undefined,
      async (form) => {
        form.change('email', 'agent@example.jp');
        form.change('password', 'Olive#2026');
        await form.submit();
        form.change('email', 'other@example.jp');
        await form.submit();
      },
    );
    expect(calls).toHaveLength(2);
    expect(log.at(-1)).toMatchObject({ submitSucceeded: true, hasSubmitErrors: false });
  });

  it('a failed validation after a refusal keeps the refusal, as final-form does', async () => {
    await compare(
      () => ({ [FORM_ERROR]: 'ログインに失敗しました。' }),
      async (form) => {
        form.change('email', 'agent@example.jp');
        form.change('password', 'Olive#2026');
        await form.submit();
        form.change('password', undefined);
        await form.submit();
      },
    );
  });

  it('a submit while one runs is ignored', async () => {
    let release = () => {};
    const { calls } = await compare(
      () =>
        new Promise<undefined>((resolve) => {
          release = () => resolve(undefined);
        }),
      async (form) => {
        form.change('email', 'agent@example.jp');
        form.change('password', 'Olive#2026');
        const first = form.submit();
        await form.submit();
        release();
        await first;
      },
    );
    expect(calls).toHaveLength(1);
  });

  it('a field’s own rule comes before the form’s and blocks the submit', async () => {
    const { calls } = await compare(
      () => undefined,
      async (form) => {
        form.change('email', 'agent@example.jp');
        form.change('password', 'short');
        await form.submit();
        form.change('password', 'long enough');
        await form.submit();
      },
    );
    expect(calls).toHaveLength(1);
  });

  it('a field mounted after the form was first read still has its rule checked', async () => {
    const onSubmit = vi.fn();
    const form = createSimpleForm(() => ({ onSubmit }));
    // A form renders (and reads its messages) before its fields' effects mount them.
    expect(form.getState().errors).toEqual({});
    form.register('password', () => (value) => (value ? undefined : ['パスワードは必ず指定してください。']));
    await form.submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(form.getFieldState('password')).toMatchObject({ touched: true, error: [expect.any(String)] });
  });

  it('starts from the initial values', async () => {
    await compare(
      () => undefined,
      async (form) => {
        form.change('password', 'Olive#2026');
        await form.submit();
      },
      { email: 'agent@example.jp' },
    );
  });
});
