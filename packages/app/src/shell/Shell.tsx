import { menuFor, paths, specMessages } from '@olive/api';
import { AppShell, SideMenu, SidePanel, toast } from '@olive/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import { authApi } from '../api/http';
import { leavePage } from '../routes/leaveGuard';
import {
  canReselectAgencyAtom,
  clearAgencySelectionAtom,
  effectiveAgencyCodeAtom,
  effectiveAgencyNameAtom,
} from '../state/agency';
import { authAtom } from '../state/auth';
import { loadingAtom } from '../state/loading';
import { resetAllAtom } from '../state/reset';
import { RouterLink } from './RouterLink';
import { SessionTimer } from './SessionTimer';

/**
 * The signed-in shell (docs/product.md §2): top bar, side panel with the user and the menu of docs/product.md §6.
 * Logout and 代理店を選択し直す ask first when a form on the page has unsaved changes.
 */
export default function Shell({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const { user } = useAtomValue(authAtom);
  const agencyCode = useAtomValue(effectiveAgencyCodeAtom);
  const agencyName = useAtomValue(effectiveAgencyNameAtom);
  const canReselect = useAtomValue(canReselectAgencyAtom);
  const clearSelection = useSetAtom(clearAgencySelectionAtom);
  const resetAll = useSetAtom(resetAllAtom);
  const setLoading = useSetAtom(loadingAtom);
  const [loggingOut, setLoggingOut] = useState(false);
  if (!user) return null;

  const logout = async () => {
    setLoggingOut(true);
    const r = await authApi.logout();
    setLoggingOut(false);
    if (r.ok) {
      resetAll();
      navigate(paths.login, { replace: true });
      return;
    }
    // docs/product.md §8: 'Logout failed.' and the toast 'Unable to logout'.
    setLoading({ errorMessage: specMessages.logoutFailed, errors: null });
    toast.error(specMessages.unableToLogout);
  };

  return (
    <AppShell
      linkAs={RouterLink}
      onLogout={() => leavePage(logout)}
      loggingOut={loggingOut}
      currentPath={location}
      sidePanel={
        <SidePanel
          name={user.name}
          email={user.email}
          roleType={user.roleType}
          lastLoginAt={user.lastLoginAt}
          agencyName={agencyName}
          agencyCode={agencyCode}
          onReselectAgency={
            canReselect
              ? () =>
                  leavePage(() => {
                    clearSelection();
                    navigate(paths.adminAgencies);
                  })
              : undefined
          }
          menu={
            <SideMenu
              sections={menuFor(user.roleType, agencyCode !== null)}
              currentPath={location}
              linkAs={RouterLink}
            />
          }
        />
      }
    >
      {children}
      <SessionTimer />
    </AppShell>
  );
}
