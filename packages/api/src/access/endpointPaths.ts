import { type StatementKindKey, statementKinds } from '../domain/statements';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where a call goes. Who may make it and what the action log calls it are in endpoints.ts. */
export interface EndpointPath {
  method: HttpMethod;
  /** The path with `:param` segments, e.g. `/api/contracts/:id`. */
  path: string;
}

const at =
  (method: HttpMethod) =>
  (path: string): EndpointPath => ({ method, path });
const get = at('GET');
const post = at('POST');
const put = at('PUT');
const del = at('DELETE');

// GET with agencyCode, year, month; POST multipart with one `file` field.
const statementPaths = Object.fromEntries(
  statementKinds.map((k) => [`statements.${k.key}`, get(`/api/${k.kind}/download`)]),
) as Record<`statements.${StatementKindKey}`, EndpointPath>;

const uploadPaths = Object.fromEntries(
  statementKinds.map((k) => [`uploads.${k.key}`, post(`/api/${k.kind}/zip/upload`)]),
) as Record<`uploads.${StatementKindKey}`, EndpointPath>;

/**
 * docs/product.md §7: every call the portal makes, plus the CSRF cookie: its method and path. The browser's
 * client needs only this; the access rules and action-log descriptions stay out of its bundle.
 */
export const endpointPaths = {
  // Auth
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

  // Action logs
  'actionLogs.list': get('/api/action-logs'),
  'actionLogs.download': post('/api/action-logs/download'),
  'actionLogs.users': get('/api/action-logs/actionLogUsers'),
  'actionLogs.actions': get('/api/action-logs/actions'),
  'actionLogs.seal': get('/api/action-logs/seal'),
  'actionLogs.sessions': get('/api/action-logs/sessions'),

  // Agencies
  'agencies.list': get('/api/agencies'),

  // Agency IPs
  'agencyIps.list': get('/api/agency-ips'),
  'agencyIps.create': post('/api/agency-ips'),
  'agencyIps.delete': del('/api/agency-ips/:id'),
  'agencyIps.preview': post('/api/agency-ips/preview'),

  // Contracts
  'contracts.list': get('/api/contracts'),
  'contracts.show': get('/api/contracts/:id'),
  'contracts.export': get('/api/contractsExport'),
  'contracts.summary': get('/api/contractsSummary'),
  'contracts.statuses': get('/api/statuses'),
  'contracts.cancel': post('/api/contracts/hozen/cancellation'),
  'contracts.changePaymentMethod': post('/api/contracts/hozen/change-payment-method'),

  // Statements
  ...statementPaths,
  'statements.confirmExistence': get('/api/commissions/confirmExistence'),
  'statements.zip': get('/api/statements/zip/download'),

  // Zip uploads
  ...uploadPaths,
  'uploads.coverage': get('/api/statements/coverage'),

  // Manuals
  'manuals.list': get('/api/manual'),
  'manuals.download': get('/api/manual/download'),
  'manuals.zip': get('/api/manual/zip/download'),

  // News
  'news.list': get('/api/news'),
  'news.create': post('/api/news'),
  'news.show': get('/api/news/:id'),
  'news.delete': del('/api/news/:id'),
  'news.fileDownload': get('/api/news/post/file/download'),
  'recruiterNews.list': get('/api/recruiter-news'),
  'recruiterNews.show': get('/api/recruiter-news/:id'),
  'recruiterNews.fileDownload': get('/api/recruiter-news/post/file/download'),

  // Provider users
  'oliveUsers.list': get('/api/olive-users'),
  'oliveUsers.show': get('/api/olive-users/:id'),
  'oliveUsers.create': post('/api/olive-users'),
  'oliveUsers.update': put('/api/olive-users/:id'),
  'oliveUsers.delete': del('/api/olive-users/:id'),

  // Recruiters
  'recruiters.list': get('/api/recruiters'),
  'recruiters.show': get('/api/recruiters/:id'),
  'recruiters.create': post('/api/recruiters'),
  'recruiters.update': put('/api/recruiters/:id'),
  'recruiters.delete': del('/api/recruiters/:id'),
  'recruiters.download': post('/api/recruiters/download'),
} as const satisfies Record<string, EndpointPath>;

export type EndpointKey = keyof typeof endpointPaths;

export const endpointKeys = Object.keys(endpointPaths) as EndpointKey[];
