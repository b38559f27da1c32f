import { paths } from '@olive/api';
import { ErrorDialog } from '@olive/ui';
import { useAtom, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useLocation } from 'wouter';
import { loadingAtom } from '../state/loading';
import { resetAllAtom } from '../state/reset';

/** docs/product.md §8: the server's message in a dialog; after `Unauthenticated.`, closing logs out. */
export default function GlobalErrorDialog() {
  const [loading, setLoading] = useAtom(loadingAtom);
  const resetAll = useSetAtom(resetAllAtom);
  const [, navigate] = useLocation();
  return (
    <ErrorDialog
      open={loading.errorMessage !== null}
      message={loading.errorMessage ?? ''}
      errors={loading.errors ?? undefined}
      onClose={() => setLoading(RESET)}
      onReauthenticate={() => {
        resetAll();
        navigate(paths.login, { replace: true });
      }}
    />
  );
}
