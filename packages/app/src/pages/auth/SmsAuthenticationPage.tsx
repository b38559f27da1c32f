import { CODE_VALID_MINUTES, paths, smsAuthenticationBody } from '@olive/api';
import { Alert, FormSubmitButton, FormTextField, SimpleForm } from '@olive/ui';
import { authApi } from '../../api/http';
import { pick } from '../../forms/pick';
import { submissionErrors, validateWith } from '../../forms/validate';
import { AuthLayout } from '../../shell/AuthLayout';
import { AppLink } from '../../shell/RouterLink';
import { authText } from './authText';
import { ResendCode } from './ResendCode';
import { readChallenge, useCompleteSignIn } from './useCompleteSignIn';

/** This screen's own words. */
const text = {
  smsTitle: 'SMS認証',
  smsLead: (phone: string | undefined) =>
    `${phone ? `ご登録の電話番号（${phone}）` : 'ご登録の電話番号'}にSMSで6桁の認証コードを送信しました。`,
  validity: `認証コードの有効期限は送信から${CODE_VALID_MINUTES}分です。届かない場合は再送してください。`,
  smsSubmit: '認証してログイン',
} as const;

/** docs/product.md §4: the SMS code after SMS_MFA, with the session and e-mail of the navigation state. */
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
    <AuthLayout title={text.smsTitle} lead={text.smsLead(challenge.phoneNumber)}>
      <SimpleForm<{ smsVerificationCode?: string }>
        aria-label={text.smsTitle}
        validate={(v) =>
          pick(validateWith(smsAuthenticationBody)({ session: challenge.session, email: challenge.email, ...v }), [
            'smsVerificationCode',
          ])
        }
        onSubmit={async (values) => {
          const r = await authApi.smsAuthentication({
            session: challenge.session,
            email: challenge.email,
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
          description={text.validity}
          inputMode="numeric"
          autoComplete="one-time-code"
          // Six digits, with room for the space or dash people group them with (the fold drops it).
          maxLength={11}
          required
        />
        <FormSubmitButton fullWidth>{text.smsSubmit}</FormSubmitButton>
      </SimpleForm>
      <ResendCode
        sentAlready
        send={() => authApi.resendSmsCode({ session: challenge.session, email: challenge.email })}
      />
      <AppLink href={paths.login} variant="standalone">
        {authText.backToLogin}
      </AppLink>
    </AuthLayout>
  );
}
