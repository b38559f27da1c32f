import type { Role, SessionUser } from '@olive/api';
import { describe, expect, it } from 'vitest';
import type { AuthState } from '../state/auth';
import { decide } from './guard';

const user = (role: Role, patch: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  name: '山田 太郎',
  email: 'a@example.jp',
  roleType: role,
  agencyCode: role.startsWith('recruiter') ? 'A0001' : null,
  agencyName: null,
  isEmailVerified: true,
  phoneNumberStatus: 'verified',
  isMfaActive: false,
  lastLoginAt: null,
  ...patch,
});
const signedIn = (u: SessionUser): AuthState => ({ isAuthenticated: true, isInitialized: true, user: u });
const anonymous: AuthState = { isAuthenticated: false, isInitialized: true, user: null };
const partial = (u: SessionUser): AuthState => ({ isAuthenticated: false, isInitialized: true, user: u });

describe('guards (docs/product.md §2)', () => {
  it('sends a signed-in user away from the public group to /', () => {
    expect(decide('/authentication/login', { auth: signedIn(user('olive_admin')), agencyCode: null })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decide('/authentication/login', { auth: anonymous, agencyCode: null })).toMatchObject({
      kind: 'render',
      name: 'login',
    });
  });

  it('lets a user mid-verification stay on the verification page they need', () => {
    const u = user('recruiter_general', { isEmailVerified: false });
    expect(decide('/authentication/verify-email', { auth: partial(u), agencyCode: 'A0001' })).toMatchObject({
      kind: 'render',
    });
    const phone = user('recruiter_general', { phoneNumberStatus: 'unregistered' });
    // Signed in by docs/product.md §4's login rule (phone not 'unverified'), yet its registration is missing.
    expect(decide('/authentication/verify-phone-number', { auth: signedIn(phone), agencyCode: 'A0001' })).toMatchObject(
      { kind: 'render' },
    );
    expect(decide('/', { auth: signedIn(phone), agencyCode: 'A0001' })).toEqual({
      kind: 'redirect',
      to: '/authentication/verify-phone-number',
    });
  });

  it('sends home, news, contracts and fees without an agency to /admin/agencies', () => {
    const auth = signedIn(user('olive_super_admin'));
    for (const path of ['/', '/news/3', '/contracts', '/contracts/9', '/fees']) {
      expect(decide(path, { auth, agencyCode: null })).toEqual({ kind: 'redirect', to: '/admin/agencies' });
      expect(decide(path, { auth, agencyCode: 'A0001' })).toMatchObject({ kind: 'render' });
    }
    expect(decide('/account', { auth, agencyCode: null })).toMatchObject({ kind: 'render' });
  });

  it('checks the agency before the role (docs/product.md §2 order)', () => {
    // olive_general may not open /fees, but without an agency the agency rule answers first.
    expect(decide('/fees', { auth: signedIn(user('olive_general')), agencyCode: null })).toEqual({
      kind: 'redirect',
      to: '/admin/agencies',
    });
    expect(decide('/fees', { auth: signedIn(user('olive_general')), agencyCode: 'A0001' })).toEqual({
      kind: 'redirect',
      to: '/404',
    });
  });

  it('sends a role that may not open a route to /404', () => {
    expect(decide('/admin/olive-users', { auth: signedIn(user('olive_admin')), agencyCode: null })).toEqual({
      kind: 'redirect',
      to: '/404',
    });
    expect(decide('/admin/agencies', { auth: signedIn(user('recruiter_admin')), agencyCode: 'A0001' })).toEqual({
      kind: 'redirect',
      to: '/404',
    });
    expect(decide('/fees', { auth: signedIn(user('recruiter_general')), agencyCode: 'A0001' })).toEqual({
      kind: 'redirect',
      to: '/404',
    });
    expect(decide('/fees', { auth: signedIn(user('recruiter_admin')), agencyCode: 'A0001' })).toMatchObject({
      kind: 'render',
    });
  });

  it('then sends an unverified e-mail to verify-email, then a missing phone to verify-phone-number', () => {
    const both = user('olive_admin', { isEmailVerified: false, phoneNumberStatus: 'unverified' });
    expect(decide('/admin/logs', { auth: partial(both), agencyCode: null })).toEqual({
      kind: 'redirect',
      to: '/authentication/verify-email',
    });
    const phone = user('olive_admin', { phoneNumberStatus: 'unverified' });
    expect(decide('/admin/logs', { auth: partial(phone), agencyCode: null })).toEqual({
      kind: 'redirect',
      to: '/authentication/verify-phone-number',
    });
    // The role rule still comes first.
    expect(decide('/admin/news', { auth: partial(both), agencyCode: null })).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('otherwise sends a signed-out visitor to login, remembering the path', () => {
    expect(decide('/contracts/12?page=2', { auth: anonymous, agencyCode: null })).toEqual({
      kind: 'redirect',
      to: '/authentication/login',
      remember: '/contracts/12?page=2',
    });
  });

  it('renders error pages for anyone, and answers 404 for unknown paths', () => {
    expect(decide('/500', { auth: anonymous, agencyCode: null })).toMatchObject({
      kind: 'render',
      name: 'serverError',
    });
    expect(decide('/no/such/page', { auth: signedIn(user('olive_admin')), agencyCode: null })).toEqual({
      kind: 'notFound',
    });
  });
});
