import { paths, smsAuthenticationBody } from '@olive/api';
import { Alert, Form, FormSubmitButton, FormTextField } from '@olive/ui';
import { authApi } from '../../api/http';
import { pick } from '../../forms/pick';
import { submissionErrors, validateWith } from '../../forms/validate';
import { AuthLayout } from '../../shell/AuthLayout';
import { AppLink } from '../../shell/RouterLink';
import { authText } from './authText';
import { readChallenge, useCompleteSignIn } from './useCompleteSignIn';

/** This screen's own words. */
const text = {
  smsTitle: 'SMS認証',
  smsLead: (email: string) => `${email} のご登録電話番号にSMSで6桁の認証コードを送信しました。`,
  smsSubmit: '認証してログイン',
} as const;

/** SPEC.md §4: the SMS code after SMS_MFA, with the session and e-mail of the navigation state. */
export default function SmsAuthenticationPage() {
  const challenge = readChallenge();
  const complete = useCompleteSignIn();
  if (!challenge) {
    return (
      <AuthLayout title={text.smsTitle}>
        <Alert tone="warning">{authText.noChallenge}</Alert>
        <AppLink href={paths.login} variant="standalone">
          {authText.backToLogin}
        </AppLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={text.smsTitle} lead={text.smsLead(challenge.email)}>
      <Form<{ smsVerificationCode?: string }>
        aria-label={text.smsTitle}
        validate={(v) => pick(validateWith(smsAuthenticationBody)({ ...challenge, ...v }), ['smsVerificationCode'])}
        onSubmit={async (values) => {
          const r = await authApi.smsAuthentication({
            ...challenge,
            smsVerificationCode: values.smsVerificationCode ?? '',
          });
          if (!r.ok) return submissionErrors(r.error);
          if (r.data.user) complete(r.data.user);
          return undefined;
        }}
      >
        <FormTextField
          name="smsVerificationCode"
          label="SMS認証コード"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
        />
        <FormSubmitButton fullWidth>{text.smsSubmit}</FormSubmitButton>
      </Form>
      <AppLink href={paths.login} variant="standalone">
        {authText.backToLogin}
      </AppLink>
    </AuthLayout>
  );
}
