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
  verifyEmailTitle: 'メールアドレスの認証',
  verifyEmailLead: (email: string) => `${email} に6桁の認証コードを送信し、入力してください。`,
} as const;

/** docs/product.md §2: verify the e-mail address with a code sent to it. */
export default function VerifyEmailPage() {
  const { user } = useAtomValue(authAtom);
  const complete = useCompleteSignIn();
  if (!user) {
    return (
      <AuthLayout title={text.verifyEmailTitle} lead={authText.noSession}>
        <AppLink href={paths.login} variant="standalone">
          {authText.backToLogin}
        </AppLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={text.verifyEmailTitle} lead={text.verifyEmailLead(user.email)}>
      <CodeStep
        label={text.verifyEmailTitle}
        send={() => authApi.sendVerificationCode({ isEmail: true })}
        verify={async (code) => {
          const r = await authApi.verifyEmail({ code });
          if (r.ok) complete(r.data.user);
          return r;
        }}
      />
      <LeaveVerification />
    </AuthLayout>
  );
}
