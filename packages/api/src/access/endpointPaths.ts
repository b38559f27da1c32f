import { type StatementKindKey, statementKinds } from '../domain/statements';
import { authPaths } from './authPaths';
import { del, type EndpointPath, get, post, put } from './endpointPath';

export { authPaths } from './authPaths';
export type { EndpointPath, HttpMethod } from './endpointPath';

// One table per group of docs/product.md §7, as the client groups (client/groups/) send them: a
// screen's chunk carries the paths of the calls it makes, and the sign-in route only authPaths.

export const actionLogPaths = {
  'actionLogs.list': get('/api/action-logs'),
  'actionLogs.download': post('/api/action-logs/download'),
  'actionLogs.users': get('/api/action-logs/actionLogUsers'),
  'actionLogs.actions': get('/api/action-logs/actions'),
  'actionLogs.seal': get('/api/action-logs/seal'),
  'actionLogs.sessions': get('/api/action-logs/sessions'),
} as const;

export const agencyPaths = {
  'agencies.list': get('/api/agencies'),
} as const;

export const agencyIpPaths = {
  'agencyIps.list': get('/api/agency-ips'),
  'agencyIps.create': post('/api/agency-ips'),
  'agencyIps.delete': del('/api/agency-ips/:id'),
  'agencyIps.preview': post('/api/agency-ips/preview'),
} as const;

export const contractPaths = {
  'contracts.list': get('/api/contracts'),
  'contracts.show': get('/api/contracts/:id'),
  'contracts.export': get('/api/contractsExport'),
  'contracts.summary': get('/api/contractsSummary'),
  'contracts.statuses': get('/api/statuses'),
  'contracts.cancel': post('/api/contracts/hozen/cancellation'),
  'contracts.changePaymentMethod': post('/api/contracts/hozen/change-payment-method'),
} as const;

// GET with agencyCode, year, month; POST multipart with one `file` field.
export const statementPaths = {
  ...(Object.fromEntries(statementKinds.map((k) => [`statements.${k.key}`, get(`/api/${k.kind}/download`)])) as Record<
    `statements.${StatementKindKey}`,
    EndpointPath
  >),
  'statements.confirmExistence': get('/api/commissions/confirmExistence'),
  'statements.zip': get('/api/statements/zip/download'),
};

export const uploadPaths = {
  ...(Object.fromEntries(statementKinds.map((k) => [`uploads.${k.key}`, post(`/api/${k.kind}/zip/upload`)])) as Record<
    `uploads.${StatementKindKey}`,
    EndpointPath
  >),
  'uploads.coverage': get('/api/statements/coverage'),
};

export const manualPaths = {
  'manuals.list': get('/api/manual'),
  'manuals.download': get('/api/manual/download'),
  'manuals.zip': get('/api/manual/zip/download'),
} as const;

export const newsPaths = {
  'news.list': get('/api/news'),
  'news.create': post('/api/news'),
  'news.show': get('/api/news/:id'),
  'news.delete': del('/api/news/:id'),
  'news.fileDownload': get('/api/news/post/file/download'),
} as const;

export const recruiterNewsPaths = {
  'recruiterNews.list': get('/api/recruiter-news'),
  'recruiterNews.show': get('/api/recruiter-news/:id'),
  'recruiterNews.fileDownload': get('/api/recruiter-news/post/file/download'),
} as const;

// Provider users
export const oliveUserPaths = {
  'oliveUsers.list': get('/api/olive-users'),
  'oliveUsers.show': get('/api/olive-users/:id'),
  'oliveUsers.create': post('/api/olive-users'),
  'oliveUsers.update': put('/api/olive-users/:id'),
  'oliveUsers.delete': del('/api/olive-users/:id'),
} as const;

export const recruiterPaths = {
  'recruiters.list': get('/api/recruiters'),
  'recruiters.show': get('/api/recruiters/:id'),
  'recruiters.create': post('/api/recruiters'),
  'recruiters.update': put('/api/recruiters/:id'),
  'recruiters.delete': del('/api/recruiters/:id'),
  'recruiters.download': post('/api/recruiters/download'),
} as const;

/** docs/product.md §7: every call the portal makes, plus the CSRF cookie: its method and path. */
export const endpointPaths = {
  ...authPaths,
  ...actionLogPaths,
  ...agencyPaths,
  ...agencyIpPaths,
  ...contractPaths,
  ...statementPaths,
  ...uploadPaths,
  ...manualPaths,
  ...newsPaths,
  ...recruiterNewsPaths,
  ...oliveUserPaths,
  ...recruiterPaths,
} as const satisfies Record<string, EndpointPath>;

export type EndpointKey = keyof typeof endpointPaths;

/** A group's table: some endpoints' paths, by key. */
export type EndpointPathTable = Partial<Record<EndpointKey, EndpointPath>>;

export const endpointKeys = Object.keys(endpointPaths) as EndpointKey[];
