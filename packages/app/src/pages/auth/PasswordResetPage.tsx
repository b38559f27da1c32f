import { formLabels, paths, resetPasswordBody } from '@olive/api';
import { FormPasswordField, FormSubmitButton, FormTextField, SimpleForm, toast } from '@olive/ui';
import { useLocation, useSearch } from 'wouter';
import { authApi } from '../../api/http';
import { submissionErrors, validateWith } from '../../forms/validate';
import { AuthLayout } from '../../shell/AuthLayout';
import { AppLink } from '../../shell/RouterLink';
import { loadCommonPasswords, passwordHint } from '../passwordRules';
import { authText } from './authText';

loadCommonPasswords();

/** This screen's own words. */
const text = {
  resetTitle: '新しいパスワードの設定',
  resetLead: 'メールでお送りした6桁の認証コードと、新しいパスワードを入力してください。',
  resetSubmit: 'パスワードを再設定',
} as const;

type Values = {
  email?: string;
  code?: string;
  password?: string;
  password_confirmation?: string;
};

/** docs/product.md §7 reset-password: the e-mail, the 6-digit code and a new password. */
export default function PasswordResetPage() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  return (
    <AuthLayout title={text.resetTitle} lead={text.resetLead}>
      <SimpleForm<Values>
        aria-label={text.resetTitle}
        initialValues={{ email: search.get('email') ?? '' }}
        validate={(v) => {
          const errors = validateWith(resetPasswordBody, formLabels.resetPassword)(v) as Record<string, string[]>;
          if (v.password && v.password_confirmation !== v.password) errors.password_confirmation = [authText.mismatch];
          return errors;
        }}
        onSubmit={async (v) => {
          const r = await authApi.resetPassword({
            email: v.email ?? '',
            code: v.code ?? '',
            password: v.password ?? '',
          });
          if (!r.ok) return submissionErrors(r.error);
          toast.success(r.data.message);
          navigate(paths.login, { replace: true });
          return undefined;
        }}
      >
        <FormTextField name="email" label="メールアドレス" type="email" autoComplete="username" required />
        <FormTextField
          name="code"
          label="認証コード"
          inputMode="numeric"
          autoComplete="one-time-code"
          // Six digits, with room for the space or dash people group them with (the fold drops it).
          maxLength={11}
          required
        />
        <FormPasswordField
          name="password"
          label="新しいパスワード"
          description={passwordHint}
          autoComplete="new-password"
          required
        />
        <FormPasswordField
          name="password_confirmation"
          label={authText.confirmLabel}
          autoComplete="new-password"
          required
        />
        <FormSubmitButton fullWidth>{text.resetSubmit}</FormSubmitButton>
      </SimpleForm>
      <AppLink href={paths.login} variant="standalone">
        {authText.backToLogin}
      </AppLink>
    </AuthLayout>
  );
}
