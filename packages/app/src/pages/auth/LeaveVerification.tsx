import { paths } from '@olive/api';
import { Button } from '@olive/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { authApi } from '../../api/http';
import { resetAllAtom } from '../../state/reset';

export const leaveVerificationText = 'ログアウトしてログイン画面に戻る';

/**
 * The way out of a verification step (another account, a phone not at hand): signs the partial
 * session out and goes to the sign-in screen. Signed out either way, even when the call fails.
 */
export function LeaveVerification() {
  const resetAll = useSetAtom(resetAllAtom);
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        await authApi.logout();
        setBusy(false);
        resetAll();
        navigate(paths.login, { replace: true });
      }}
    >
      {leaveVerificationText}
    </Button>
  );
}
