import { loginBody, paths, specMessages } from '@olive/api';
import { FORM_ERROR, FormPasswordField, FormSubmitButton, FormTextField, SimpleForm } from '@olive/ui';
import { useLocation } from 'wouter';
import { authApi } from '../../api/http';
import { submissionErrors, validateWith } from '../../forms/validate';
import { AuthLayout } from '../../shell/AuthLayout';
import { AppLink } from '../../shell/RouterLink';
import { useCompleteSignIn } from './useCompleteSignIn';

/** This screen's own words. */
const text = {
  loginTitle: 'ログイン',
  loginLead: 'オリーブ代理店ポータルにログインします。',
  loginSubmit: 'ログイン',
  forgotPassword: 'パスワードをお忘れの方',
} as const;

/** docs/product.md §4 login, with its answers: 'Login failed.', the server's message, SMS_MFA, NEW_PASSWORD_REQUIRED. */
export default function LoginPage() {
  const [, navigate] = useLocation();
  const complete = useCompleteSignIn();
  return (
    <AuthLayout title={text.loginTitle} lead={text.loginLead}>
      <SimpleForm<{ email?: string; password?: string }>
        aria-label={text.loginTitle}
        validate={validateWith(loginBody)}
        onSubmit={async (values) => {
          const r = await authApi.login({ email: values.email ?? '', password: values.password ?? '' });
          if (!r.ok) return submissionErrors(r.error);
          const { code, data, user } = r.data;
          if (code === 'SMS_MFA' && data) {
            navigate(paths.smsAuthentication, { state: data });
            return undefined;
          }
          if (code === 'NEW_PASSWORD_REQUIRED' && data) {
            navigate(paths.changeInitialPassword, { state: data });
            return undefined;
          }
          if (!user) return { [FORM_ERROR]: specMessages.loginFailed };
          complete(user);
          return undefined;
        }}
      >
        <FormTextField name="email" label="メールアドレス" type="email" autoComplete="username" required />
        <FormPasswordField name="password" label="パスワード" autoComplete="current-password" required />
        <FormSubmitButton fullWidth>{text.loginSubmit}</FormSubmitButton>
      </SimpleForm>
      <AppLink href={paths.passwordRecovery} variant="standalone">
        {text.forgotPassword}
      </AppLink>
    </AuthLayout>
  );
}
