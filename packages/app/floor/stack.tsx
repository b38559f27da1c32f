// The floor's third page (scripts/benchWeb.mjs): the stack the design requires (React DOM,
// styled-components, jotai, wouter) rendering the signed-in shell's frame from the design system,
// with a fixed user and no screen: what any signed-in first load costs before its own work.
import { menuFor } from '@olive/api';
import { AppShell, type ShellLinkComponent, SideMenu, SidePanel, ThemeProvider } from '@olive/ui';
import { atom, useAtomValue } from 'jotai';
import { createRoot } from 'react-dom/client';
import { Link, Route, Router, useLocation } from 'wouter';

const RouterLink = Link as unknown as ShellLinkComponent;
const user = {
  name: '山田 花子',
  email: 'recruiter-admin@demo.olive.test',
  roleType: 'recruiter_admin',
  lastLoginAt: '2026/12/01 09:00:00',
} as const;
const userAtom = atom(user);

function Frame() {
  const [location] = useLocation();
  const signedIn = useAtomValue(userAtom);
  return (
    <AppShell
      linkAs={RouterLink}
      onLogout={() => {}}
      currentPath={location}
      sidePanel={
        <SidePanel
          name={signedIn.name}
          email={signedIn.email}
          roleType={signedIn.roleType}
          lastLoginAt={signedIn.lastLoginAt}
          menu={<SideMenu sections={menuFor(signedIn.roleType, false)} currentPath={location} linkAs={RouterLink} />}
        />
      }
    >
      <h1>ホーム</h1>
    </AppShell>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider>
    <Router>
      <Route component={Frame} />
    </Router>
  </ThemeProvider>,
);
