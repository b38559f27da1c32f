import type { SessionUser } from '@olive/api';
import { toast } from '@olive/ui';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { Router as Wouter } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppFrame } from '../App';
import { Router } from '../routes/Router';
import { agenciesAtom, selectedAgencyCodeAtom } from '../state/agency';
import { authAtom } from '../state/auth';
import { lastRenewedAtom } from '../state/session';
import { fixNow } from '../time/now';
import agencies from './fixtures/agencies.json';
import me from './fixtures/me.json';

/** 2026-11-20 10:00 in Japan, the clock of e2e/recordFixtures.ts. */
export const RECORDED_AT = Date.parse('2026-11-20T01:00:00Z');

export const superAdmin = me.user as SessionUser;
export const recruiterAdmin: SessionUser = {
  ...superAdmin,
  id: 4,
  name: '桜井 大輔',
  email: 'recruiter-admin@demo.olive.test',
  roleType: 'recruiter_admin',
  agencyCode: 'A0001',
  agencyName: 'さくら保険サービス株式会社',
};

export interface PageStoryProps {
  /** The URL the story opens, e.g. `/contracts?page=2`. */
  path: string;
  /** Signed in as this user (omit for the sign-in screens). */
  user?: SessionUser;
  /** The agency a provider user has picked. */
  agencyCode?: string;
  /** How long ago (ms) the session was last renewed: the idle warning's stories. */
  idleMs?: number;
}

/**
 * A whole screen as the app renders it (guards, lazy page, shell, error dialog, toasts), at a
 * path of its own, with client state set up as after sign-in. The API answers come from the
 * story's msw handlers; nothing else is mocked.
 */
export function PageStory({ path, user, agencyCode, idleMs }: PageStoryProps) {
  const [setup] = useState(() => {
    // The day the fixtures were recorded (e2e/recordFixtures.ts): NEW marks and month lists stay put.
    fixNow(RECORDED_AT);
    sessionStorage.clear();
    toast.clear();
    const store = createStore();
    if (user) store.set(authAtom, { isAuthenticated: true, isInitialized: true, user });
    else store.set(authAtom, { isAuthenticated: false, isInitialized: true, user: null });
    if (idleMs !== undefined) store.set(lastRenewedAtom, Date.now() - idleMs);
    if (agencyCode) {
      store.set(agenciesAtom, agencies.data);
      store.set(selectedAgencyCodeAtom, agencyCode);
    }
    return { store, location: memoryLocation({ path, record: true }) };
  });
  return (
    <Provider store={setup.store}>
      <Wouter hook={setup.location.hook} searchHook={setup.location.searchHook}>
        <AppFrame>
          <Router />
        </AppFrame>
      </Wouter>
    </Provider>
  );
}
