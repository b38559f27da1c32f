import { paths } from '@olive/api';
import { ErrorDialog } from '@olive/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useLocation } from 'wouter';
import { authAtom } from '../state/auth';
import { loadingAtom } from '../state/loading';
import { rememberPath } from '../state/redirect';
import { resetAllAtom } from '../state/reset';

/**
 * docs/product.md §8: the server's message in a dialog; after `Unauthenticated.`, closing logs out.
 * That logout keeps the user's form drafts and the route, so signing in again returns to the form.
 */
export default function GlobalErrorDialog() {
  const [loading, setLoading] = useAtom(loadingAtom);
  const resetAll = useSetAtom(resetAllAtom);
  const userId = useAtomValue(authAtom).user?.id;
  const [location, navigate] = useLocation();
  return (
    <ErrorDialog
      open={loading.errorMessage !== null}
      message={loading.errorMessage ?? ''}
      errors={loading.errors ?? undefined}
      onClose={() => setLoading(RESET)}
      onReauthenticate={() => {
        resetAll({ keepDrafts: true });
        if (location !== paths.login) rememberPath(location + window.location.search, userId);
        navigate(paths.login, { replace: true });
      }}
    />
  );
}
