import { get, post, put } from './endpointPath';

/**
 * docs/product.md §7, Auth, with the CSRF cookie: the only paths the sign-in route needs, so its
 * bundle leaves the other groups' tables (endpointPaths.ts) to the screens that call them.
 */
export const authPaths = {
  'auth.csrfCookie': get('/api/csrf-cookie'),
  'auth.login': post('/login'),
  'auth.logout': post('/logout'),
  'auth.me': get('/api/me'),
  'auth.startupMe': get('/api/auth/me'),
  'auth.changePassword': put('/api/password/change'),
  'auth.forgotPassword': post('/api/forgot-password'),
  'auth.resetPassword': post('/api/reset-password'),
  'auth.changeInitialPassword': post('/api/change-initial-password'),
  'auth.resendInitialPassword': post('/api/resend-initial-password'),
  'auth.sendVerificationCode': post('/api/send-verification-code'),
  'auth.smsAuthentication': post('/api/sms-authentication'),
  'auth.resendSmsCode': post('/api/sms-authentication/resend'),
  'auth.verifyEmail': post('/api/verify-email'),
  'auth.verifyPhoneNumber': post('/api/verify-phone-number'),
} as const;
