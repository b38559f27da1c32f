import { isRouteIn, type RouteName } from '@olive/api';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageFrame } from '../routes/PageFrame';
import { rememberListQuery } from '../state/listReturn';
import { appPages } from './appPages';
import { SessionWatch } from './SessionWatch';
import Shell from './Shell';

// For the build's renderer (src/prerender.tsx): it loads a screen's module as the shell does.
export { appPages };

export interface SignedInProps {
  name: RouteName;
  params: Record<string, string>;
  /** The path: moving to another page clears a page's load error. */
  resetKey: string;
  /** A page from outside this table shown in the shell (the error pages, to a signed-in user). */
  children?: ReactNode;
}

/** A signed-in screen inside the shell. The Router loads this chunk, with the screens' table, for the app's routes. */
export default function SignedIn({ name, params, resetKey, children }: SignedInProps) {
  const Page = isRouteIn(name, 'app') ? appPages[name] : undefined;
  const [location] = useLocation();
  const search = useSearch();
  // Back links return to the page and filters a list had (state/listReturn.ts).
  useEffect(() => rememberListQuery(location, search), [location, search]);
  return (
    <>
      <SessionWatch />
      <Shell>
        {Page ? (
          <PageFrame resetKey={resetKey}>
            <Page params={params} />
          </PageFrame>
        ) : (
          children
        )}
      </Shell>
    </>
  );
}
