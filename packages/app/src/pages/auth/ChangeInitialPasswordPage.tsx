import { changeInitialPasswordBody, formLabels, paths } from '@olive/api';
import { Alert, Button, FormPasswordField, FormSubmitButton, SimpleForm, Stack, Text } from '@olive/ui';
import { useState } from 'react';
import { authApi } from '../../api/http';
import { pick } from '../../forms/pick';
import { submissionErrors, validateWith } from '../../forms/validate';
import { AuthLayout } from '../../shell/AuthLayout';
import { AppLink } from '../../shell/RouterLink';
import { loadCommonPasswords, passwordHint } from '../passwordRules';
import { authText } from './authText';
import { readChallenge, useCompleteSignIn } from './useCompleteSignIn';

loadCommonPasswords();

/** This screen's own words. */
const text = {
  initialTitle: '初期パスワードの変更',
  initialLead: '初回ログインのため、新しいパスワードを設定してください。',
  initialSubmit: 'パスワードを変更してログイン',
  reuseHint: '初期パスワードとは異なるパスワードを設定してください。',
  resendLead: '初期パスワードの有効期限が切れた場合や、メールを紛失した場合は再送できます。',
  resend: '初期パスワードを再送する',
  resentNext: '届いた新しい初期パスワードで、もう一度ログインしてください。',
} as const;

type Values = {
  password?: string;
  password_confirmation?: string;
};

/** docs/product.md §7 POST /api/resend-initial-password: a new temporary password by e-mail, then sign in again. */
function ResendInitialPassword({ email }: { email: string }) {
  const [answer, setAnswer] = useState<{ tone: 'success' | 'danger'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Stack gap={3}>
      <Text size="sm" tone="muted">
        {text.resendLead}
      </Text>
      {answer ? (
        <Alert tone={answer.tone}>
          {answer.message}
          {answer.tone === 'success' ? ` ${text.resentNext}` : null}
        </Alert>
      ) : null}
      <div>
        <Button
          variant="secondary"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            const r = await authApi.resendInitialPassword({ email });
            setBusy(false);
            setAnswer(
              r.ok ? { tone: 'success', message: r.data.message } : { tone: 'danger', message: r.error.message },
            );
          }}
        >
          {text.resend}
        </Button>
      </div>
      {answer?.tone === 'success' ? (
        <AppLink href={paths.login} variant="standalone">
          {authText.backToLogin}
        </AppLink>
      ) : null}
    </Stack>
  );
}

/** docs/product.md §4: a new password after NEW_PASSWORD_REQUIRED, then the e-mail and phone branching. */
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
      <SimpleForm<Values>
        aria-label={text.initialTitle}
        validate={(v) => {
          const errors: Record<string, string[]> = pick(
            validateWith(
              changeInitialPasswordBody,
              formLabels.changeInitialPassword,
            )({ session: challenge.session, email: challenge.email, ...v }),
            ['password'],
          ) as Record<string, string[]>;
          if (v.password && v.password_confirmation !== v.password) errors.password_confirmation = [authText.mismatch];
          return errors;
        }}
        onSubmit={async (values) => {
          const r = await authApi.changeInitialPassword({
            session: challenge.session,
            email: challenge.email,
            password: values.password ?? '',
          });
          if (!r.ok) return submissionErrors(r.error);
          if (r.data.user) complete(r.data.user);
          return undefined;
        }}
      >
        <FormPasswordField
          name="password"
          label="新しいパスワード"
          description={`${passwordHint}${text.reuseHint}`}
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
      </SimpleForm>
      <ResendInitialPassword email={challenge.email} />
    </AuthLayout>
  );
}
