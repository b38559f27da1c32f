import { changeInitialPasswordBody, formLabels, paths } from '@olive/api';
import { Alert, Form, FormPasswordField, FormSubmitButton } from '@olive/ui';
import { authApi } from '../../api/http';
import { pick } from '../../forms/pick';
import { submissionErrors, validateWith } from '../../forms/validate';
import { AuthLayout } from '../../shell/AuthLayout';
import { AppLink } from '../../shell/RouterLink';
import { authText } from './authText';
import { readChallenge, useCompleteSignIn } from './useCompleteSignIn';

/** This screen's own words. */
const text = {
  initialTitle: '初期パスワードの変更',
  initialLead: '初回ログインのため、新しいパスワードを設定してください。',
  initialSubmit: 'パスワードを変更してログイン',
} as const;

type Values = {
  password?: string;
  password_confirmation?: string;
};

/** SPEC.md §4: a new password after NEW_PASSWORD_REQUIRED, then the e-mail and phone branching. */
export default function ChangeInitialPasswordPage() {
  const challenge = readChallenge();
  const complete = useCompleteSignIn();
  if (!challenge) {
    return (
      <AuthLayout title={text.initialTitle}>
        <Alert tone="warning">{authText.noChallenge}</Alert>
        <AppLink href={paths.login} variant="standalone">
          {authText.backToLogin}
        </AppLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={text.initialTitle} lead={text.initialLead}>
      <Form<Values>
        aria-label={text.initialTitle}
        validate={(v) => {
          const errors: Record<string, string[]> = pick(
            validateWith(changeInitialPasswordBody, formLabels.changeInitialPassword)({ ...challenge, ...v }),
            ['password'],
          ) as Record<string, string[]>;
          if (v.password && v.password_confirmation !== v.password) errors.password_confirmation = [authText.mismatch];
          return errors;
        }}
        onSubmit={async (values) => {
          const r = await authApi.changeInitialPassword({ ...challenge, password: values.password ?? '' });
          if (!r.ok) return submissionErrors(r.error);
          if (r.data.user) complete(r.data.user);
          return undefined;
        }}
      >
        <FormPasswordField
          name="password"
          label="新しいパスワード"
          description={authText.passwordHint}
          autoComplete="new-password"
          required
        />
        <FormPasswordField
          name="password_confirmation"
          label={authText.confirmLabel}
          autoComplete="new-password"
          required
        />
        <FormSubmitButton fullWidth>{text.initialSubmit}</FormSubmitButton>
      </Form>
    </AuthLayout>
  );
}
