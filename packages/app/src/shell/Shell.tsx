import { type MenuSectionEntries, menuFor, paths, specMessages } from '@olive/api';
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
import { listHref } from '../state/listReturn';
import { loadingAtom } from '../state/loading';
import { resetAllAtom } from '../state/reset';
import { RouterLink } from './RouterLink';
import { SessionTimer } from './SessionTimer';

/**
 * docs/product.md §4: the contract search survives list ↔ detail, so the menu's 契約内容一覧 goes back
 * to the search the list had while the user is still on contracts, and to the bare list from
 * anywhere else (state/listReturn.ts forgets the query on leaving).
 */
function withListQueries(sections: MenuSectionEntries[], location: string): MenuSectionEntries[] {
  if (!location.startsWith(paths.contracts)) return sections;
  return sections.map((section) => ({
    ...section,
    items: section.items.map((item) =>
      item.path === paths.contracts ? { ...item, path: listHref(paths.contracts, {}) } : item,
    ),
  }));
}

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
              sections={withListQueries(menuFor(user.roleType, agencyCode !== null), location)}
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
