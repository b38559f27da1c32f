import { sessionPhase, specMessages, timeLeftText } from '@olive/api';
import { Button, Dialog } from '@olive/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { authApi } from '../api/http';
import { loadingAtom } from '../state/loading';
import { lastRenewedAtom } from '../state/session';

export const sessionTimerText = {
  title: 'まもなくログイン状態が切れます',
  message: (left: string) =>
    `操作がないため、あと${left}でログイン状態が切れます。続けて作業する場合は延長してください。`,
  extend: '延長する',
} as const;

/**
 * The idle limit's warning in the signed-in shell: in its last minutes an alert dialog (read out on
 * opening) shows the time left and 延長する, one GET of /api/me that renews the session; at the limit
 * the 再度ログイン dialog opens, and the page's typing is kept as a draft (forms/FormDraft.tsx).
 */
export function SessionTimer() {
  const lastRenewed = useAtomValue(lastRenewedAtom);
  const setLoading = useSetAtom(loadingAtom);
  const [now, setNow] = useState(() => Date.now());
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [extending, setExtending] = useState(false);
  const phase = sessionPhase(lastRenewed, now);

  // It renders again only when what it shows can change: each second of the warning's countdown,
  // else once, when the warning begins (counted from the clock, not from the last render's `now`).
  // A tick every second rendered and committed the shell's closed dialog for nothing, from the
  // first load on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each render of `now` schedules the next
  useEffect(() => {
    const current = sessionPhase(lastRenewed, Date.now());
    if (current.phase === 'expired') return;
    const wait = current.phase === 'warning' ? 1000 : current.msToWarning;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [lastRenewed, now]);

  useEffect(() => {
    if (phase.phase === 'expired') setLoading({ errorMessage: specMessages.unauthenticated, errors: null });
  }, [phase.phase, setLoading]);

  const open = phase.phase === 'warning' && dismissedAt !== lastRenewed;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setDismissedAt(lastRenewed);
      }}
      role="alertdialog"
      size="sm"
      title={sessionTimerText.title}
      description={sessionTimerText.message(phase.phase === 'warning' ? timeLeftText(phase.msLeft) : '')}
      footer={
        <Button
          variant="primary"
          loading={extending}
          onClick={async () => {
            setExtending(true);
            // Its answer renews the clock through SessionWatch, which closes this dialog.
            await authApi.me();
            setExtending(false);
          }}
        >
          {sessionTimerText.extend}
        </Button>
      }
    />
  );
}
