import { forgotPasswordBody, href, paths } from '@olive/api';
import { Alert, FormSubmitButton, FormTextField, SimpleForm, Stack } from '@olive/ui';
import { useState } from 'react';
import { authApi } from '../../api/http';
import { submissionErrors, validateWith } from '../../forms/validate';
import { AuthLayout } from '../../shell/AuthLayout';
import { AppLink } from '../../shell/RouterLink';
import { authText } from './authText';

/** This screen's own words. */
const text = {
  recoveryTitle: 'パスワードの再設定',
  recoveryLead: 'ご登録のメールアドレスに、再設定用の認証コードをお送りします。',
  recoverySubmit: '認証コードを送信',
  toReset: '認証コードをお持ちの方はこちら',
} as const;

/** docs/product.md §7 forgot-password: a reset code by e-mail. */
export default function PasswordRecoveryPage() {
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  return (
    <AuthLayout title={text.recoveryTitle} lead={text.recoveryLead}>
      {sent ? <Alert tone="success">{sent.message}</Alert> : null}
      <SimpleForm<{ email?: string }>
        aria-label={text.recoveryTitle}
        validate={validateWith(forgotPasswordBody)}
        onSubmit={async (values) => {
          const email = values.email ?? '';
          const r = await authApi.forgotPassword({ email });
          if (!r.ok) return submissionErrors(r.error);
          setSent({ message: r.data.message, email });
          return undefined;
        }}
      >
        <FormTextField name="email" label="メールアドレス" type="email" autoComplete="username" required />
        <FormSubmitButton fullWidth>{text.recoverySubmit}</FormSubmitButton>
      </SimpleForm>
      <Stack gap={2}>
        <AppLink href={href(paths.passwordReset, {}, { email: sent?.email })} variant="standalone">
          {text.toReset}
        </AppLink>
        <AppLink href={paths.login} variant="standalone">
          {authText.backToLogin}
        </AppLink>
      </Stack>
    </AuthLayout>
  );
}
