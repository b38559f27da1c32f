import type { RouteNameIn } from '@olive/api';
import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';

export interface PageProps {
  params: Record<string, string>;
}

/** `preload`: lazy pages can fetch their script before their first render (lazyPage). */
export type Page = ComponentType<PageProps> & { preload?: () => Promise<void> };

/**
 * One lazy chunk per screen of docs/product.md §2. The screens outside the shell (sign-in and error
 * pages) are here, in the first bundle; the signed-in screens are in shell/appPages.ts, which
 * loads with the shell, so the sign-in page does not carry their table. Its type names every route
 * of the `public` and `error` groups and no other, so the compiler proves it complete.
 */
export const publicPages: Record<RouteNameIn<'public' | 'error'>, Page> = {
  login: lazyPage(() => import('../pages/auth/LoginPage')),
  loginUnguarded: lazyPage(() => import('../pages/auth/LoginPage')),
  passwordRecovery: lazyPage(() => import('../pages/auth/PasswordRecoveryPage')),
  passwordReset: lazyPage(() => import('../pages/auth/PasswordResetPage')),
  changeInitialPassword: lazyPage(() => import('../pages/auth/ChangeInitialPasswordPage')),
  smsAuthentication: lazyPage(() => import('../pages/auth/SmsAuthenticationPage')),
  verifyEmail: lazyPage(() => import('../pages/auth/VerifyEmailPage')),
  verifyPhoneNumber: lazyPage(() => import('../pages/auth/VerifyPhoneNumberPage')),
  unauthorized: lazyPage(() => import('../pages/ErrorPages').then((m) => ({ default: m.UnauthorizedPage }))),
  notFound: lazyPage(() => import('../pages/ErrorPages').then((m) => ({ default: m.NotFoundPage }))),
  serverError: lazyPage(() => import('../pages/ErrorPages').then((m) => ({ default: m.ServerErrorPage }))),
};
