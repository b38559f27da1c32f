import { paths } from '@olive/api';
import { useAtomValue } from 'jotai';
import { authApi } from '../../api/http';
import { AuthLayout } from '../../shell/AuthLayout';
import { AppLink } from '../../shell/RouterLink';
import { authAtom } from '../../state/auth';
import { authText } from './authText';
import { CodeStep } from './CodeStep';
import { LeaveVerification } from './LeaveVerification';
import { useCompleteSignIn } from './useCompleteSignIn';

/** This screen's own words. */
const text = {
  verifyPhoneTitle: '電話番号の認証',
  verifyPhoneLead: 'ご登録の電話番号にSMSで6桁の認証コードを送信し、入力してください。',
} as const;

/** docs/product.md §2: verify the phone number with a code sent by SMS. */
export default function VerifyPhoneNumberPage() {
  const { user } = useAtomValue(authAtom);
  const complete = useCompleteSignIn();
  if (!user) {
    return (
      <AuthLayout title={text.verifyPhoneTitle} lead={authText.noSession}>
        <AppLink href={paths.login} variant="standalone">
          {authText.backToLogin}
        </AppLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={text.verifyPhoneTitle} lead={text.verifyPhoneLead}>
      <CodeStep
        label={text.verifyPhoneTitle}
        send={() => authApi.sendVerificationCode({ isEmail: false })}
        verify={async (code) => {
          const r = await authApi.verifyPhoneNumber({ code });
          if (r.ok) complete(r.data.user);
          return r;
        }}
      />
      <LeaveVerification />
    </AuthLayout>
  );
}
