// @vitest-environment happy-dom
import type { Role, SessionUser } from '@olive/api';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthState, initialAuth, signedInState, startsAnotherSession, startupState } from './auth';
import { sessionKeys } from './storage';

const user = (id: number, role: Role = 'olive_admin', patch: Partial<SessionUser> = {}): SessionUser => ({
  id,
  name: `利用者 ${id}`,
  email: `user${id}@example.jp`,
  roleType: role,
  agencyCode: role.startsWith('recruiter') ? 'A0003' : null,
  agencyName: null,
  isEmailVerified: true,
  phoneNumberStatus: 'verified',
  isMfaActive: false,
  lastLoginAt: null,
  ...patch,
});
const agencies = [
  { agencyCode: 'A0001', name: '代理店一', createdAt: 0, updatedAt: 0 },
  { agencyCode: 'A0002', name: '代理店二', createdAt: 0, updatedAt: 0 },
];
const noSession: AuthState = { ...initialAuth, isInitialized: true };

/**
 * A tab as a page load starts it: the state modules evaluated afresh (atomWithStorage's getOnInit
 * reads session storage when the module loads), a new store, and start-up's answer. Session storage
 * is the tab's and outlives the load, as in a browser.
 */
async function openTab(found: SessionUser | null) {
  vi.resetModules();
  const [agency, auth, reset] = await Promise.all([import('./agency'), import('./auth'), import('./reset')]);
  const store = createStore();
  store.set(auth.authAtom, found ? auth.startupState(found) : noSession);
  const tab = {
    store,
    selected: () => store.get(agency.selectedAgencyCodeAtom),
    list: () => store.get(agency.agenciesAtom),
    effective: () => store.get(agency.effectiveAgencyCodeAtom),
    auth: () => store.get(auth.authAtom),
    setAuth: (next: AuthState | ((prev: AuthState) => AuthState)) => store.set(auth.authAtom, next),
    select: (code: string) => {
      store.set(agency.agenciesAtom, agencies);
      store.set(agency.selectedAgencyCodeAtom, code);
    },
    logout: () => store.set(reset.resetAllAtom),
  };
  return tab;
}

beforeEach(() => sessionStorage.clear());

describe('the agency selection belongs to one session (docs/product.md §4)', () => {
  it('a reload that finds the same user signed in keeps the selection', async () => {
    const tab = await openTab(user(1));
    tab.select('A0002');
    const reloaded = await openTab(user(1));
    expect(reloaded.selected()).toBe('A0002');
    expect(reloaded.list()).toEqual(agencies);
    expect(reloaded.effective()).toBe('A0002');
  });

  it('a start-up that finds no session clears an earlier selection', async () => {
    const tab = await openTab(user(1));
    tab.select('A0002');
    // The session expired; the tab is reloaded.
    const reloaded = await openTab(null);
    expect(reloaded.selected()).toBeNull();
    expect(reloaded.list()).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.selectedAgencyCode)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.agencies)).toBeNull();
    // The next user who signs in starts without one.
    reloaded.setAuth(signedInState(user(2)));
    expect(reloaded.effective()).toBeNull();
  });

  it('a start-up that finds another user signed in does not inherit the selection', async () => {
    const tab = await openTab(user(1));
    tab.select('A0002');
    const reloaded = await openTab(user(2));
    expect(reloaded.selected()).toBeNull();
    expect(reloaded.list()).toBeNull();
  });

  it('a new sign-in in the same tab clears the previous user’s selection', async () => {
    const tab = await openTab(null);
    tab.setAuth(signedInState(user(1)));
    tab.select('A0001');
    // User 1's session ends on the server without a logout in this tab; user 2 signs in here.
    tab.setAuth(signedInState(user(2, 'recruiter_admin')));
    expect(tab.selected()).toBeNull();
    expect(tab.list()).toBeNull();
    // A recruiter works on its own agency, not on the provider user's choice.
    expect(tab.effective()).toBe('A0003');
    // Signed out and in again: a new sign-in starts afresh, the same user included.
    tab.setAuth(signedInState(user(1)));
    tab.select('A0001');
    tab.setAuth(noSession);
    tab.setAuth(signedInState(user(1)));
    expect(tab.selected()).toBeNull();
  });

  it('the same user moving on (verification done, user refreshed) keeps the selection', async () => {
    const tab = await openTab(null);
    tab.setAuth(signedInState(user(1, 'olive_admin', { isEmailVerified: false })));
    tab.select('A0001');
    tab.setAuth(signedInState(user(1)));
    tab.setAuth((prev) => ({ ...prev, user: user(1, 'olive_admin', { name: '改名 一郎' }) }));
    expect(tab.selected()).toBe('A0001');
    expect(tab.auth().user?.name).toBe('改名 一郎');
  });

  it('logout clears the selection, the stored list and its owner', async () => {
    const tab = await openTab(user(1));
    tab.select('A0002');
    tab.logout();
    expect(tab.selected()).toBeNull();
    expect(tab.auth()).toEqual(noSession);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('startsAnotherSession', () => {
  const a = signedInState(user(1));
  const b = signedInState(user(2));
  it.each([
    ['start-up, no session', initialAuth, noSession, null, true],
    ['start-up, the owner signed in', initialAuth, startupState(user(1)), 1, false],
    ['start-up, another user signed in', initialAuth, startupState(user(2)), 1, true],
    ['start-up, a selection with no owner', initialAuth, startupState(user(1)), null, true],
    ['sign-in after no session', noSession, a, null, true],
    ['sign-in of another user', a, b, 1, true],
    ['the same user again', a, a, 1, false],
    ['signed out', a, noSession, 1, true],
    ['back to uninitialised', a, initialAuth, 1, false],
  ] as const)('%s', (_name, prev, next, owner, expected) => {
    expect(startsAnotherSession(prev, next, owner)).toBe(expected);
  });
});
