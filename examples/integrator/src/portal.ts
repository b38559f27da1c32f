import createClient, { type Client } from 'openapi-fetch';
import { CookieJar } from './cookies';
import type { components, operations, paths } from './openapi';

/** A client of the portal's API: openapi-fetch typed by the generated `paths`, with its cookie jar. */
export interface Portal {
  api: Client<paths>;
  jar: CookieJar;
}

export function createPortal(baseUrl: string): Portal {
  const jar = new CookieJar();
  const api = createClient<paths>({ baseUrl });
  api.use(jar.middleware());
  return { api, jar };
}

/** The error body every call answers with: `message`, maybe a `code`, and per-field `errors`. */
export type ApiError = components['schemas']['Error'];

/** What went wrong, as a value: the status and the portal's error body. */
export class PortalError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(`${status} ${body.message}`);
  }
}

/**
 * The per-field messages of a 422: `{ email: ['…'] }`, array items as `statuses.0`, a refusal of the
 * whole body under `_`. Read straight from the generated type, no cast.
 */
export function fieldErrors(error: ApiError): Record<string, string[]> {
  return error.errors ?? {};
}

/** Step one of every session: GET /api/csrf-cookie sets XSRF-TOKEN (and the jar keeps it). */
export async function fetchCsrfCookie(portal: Portal): Promise<void> {
  const { error, response } = await portal.api.GET('/api/csrf-cookie');
  if (error) throw new PortalError(response.status, error);
  if (!portal.jar.get('XSRF-TOKEN')) throw new Error('the portal set no XSRF-TOKEN cookie');
}

export type SignInResult = operations['auth.login']['responses']['200']['content']['application/json'];
/** The answer's three forms, told apart by `code` (none when signed in). */
export type SignedIn = Exclude<SignInResult, { code: string }>;
export type SignInChallenge<C extends string> = Extract<SignInResult, { code: C }>;

/** The signed-in user of an answer, or undefined while a challenge is pending. */
export const signedInUser = (result: SignInResult): SignedIn['user'] | undefined =>
  'user' in result ? result.user : undefined;

/** The answer's code: SMS_MFA, NEW_PASSWORD_REQUIRED, or undefined when signed in. */
export const signInCode = (result: SignInResult): string | undefined => ('code' in result ? result.code : undefined);

/**
 * POST /login. The answer is the signed-in user, or a next step: `code: 'SMS_MFA'` (send the SMS
 * code to /api/sms-authentication with `data.session`) or `code: 'NEW_PASSWORD_REQUIRED'` (set a
 * password at /api/change-initial-password with `data.session`).
 */
export async function signIn(portal: Portal, email: string, password: string): Promise<SignInResult> {
  if (!portal.jar.get('XSRF-TOKEN')) await fetchCsrfCookie(portal);
  const { data, error, response } = await portal.api.POST('/login', { body: { email, password } });
  if (error) throw new PortalError(response.status, error);
  return data;
}

/** The second step of an SMS_MFA sign-in: the 6-digit code sent to the user's phone. */
export async function completeSmsSignIn(
  portal: Portal,
  started: SignInResult,
  smsVerificationCode: string,
): Promise<SignInResult> {
  if (!('code' in started) || started.code !== 'SMS_MFA') throw new Error('not an SMS_MFA sign-in');
  const { data, error, response } = await portal.api.POST('/api/sms-authentication', {
    body: { email: started.data.email, session: started.data.session, smsVerificationCode },
  });
  if (error) throw new PortalError(response.status, error);
  return data;
}

/** The second step of a NEW_PASSWORD_REQUIRED sign-in: the password that replaces the temporary one. */
export async function completeInitialPassword(
  portal: Portal,
  started: SignInResult,
  password: string,
): Promise<SignInResult> {
  if (!('code' in started) || started.code !== 'NEW_PASSWORD_REQUIRED') throw new Error('not a first sign-in');
  const { data, error, response } = await portal.api.POST('/api/change-initial-password', {
    body: { email: started.data.email, session: started.data.session, password },
  });
  if (error) throw new PortalError(response.status, error);
  return data;
}

export type ContractQuery = operations['contracts.list']['parameters']['query'];
export type ContractPage = operations['contracts.list']['responses']['200']['content']['application/json'];
export type Contract = ContractPage['data'][number];

/**
 * Every contract of a search, page by page: the first page by number, each next one after the
 * cursor the previous page answered (`meta.lastCursor`), so rows added meanwhile do not shift it.
 */
export async function* searchContracts(
  portal: Portal,
  query: Omit<ContractQuery, 'page' | 'after' | 'before'>,
): AsyncGenerator<ContractPage> {
  let page = 1;
  let after: string | undefined;
  for (;;) {
    const { data, error, response } = await portal.api.GET('/api/contracts', {
      params: { query: { ...query, page, ...(after ? { after } : {}) } },
    });
    if (error) throw new PortalError(response.status, error);
    yield data;
    if (data.meta.currentPage >= data.meta.lastPage || !data.meta.lastCursor) return;
    page = data.meta.currentPage + 1;
    after = data.meta.lastCursor;
  }
}

export type ContractDetail = operations['contracts.show']['responses']['200']['content']['application/json']['data'];

export async function contractDetail(portal: Portal, id: number, agencyCode: string): Promise<ContractDetail> {
  const { data, error, response } = await portal.api.GET('/api/contracts/{id}', {
    params: { path: { id }, query: { agencyCode } },
  });
  if (error) throw new PortalError(response.status, error);
  return data.data;
}

/** A downloaded file: its bytes, media type, and the name the server gave it. */
export interface Download {
  bytes: Uint8Array;
  contentType: string;
  /** The Japanese name of `filename*` (RFC 5987), else the ASCII `filename`. */
  fileName: string | undefined;
}

function download(response: Response, body: ArrayBuffer): Download {
  const disposition = response.headers.get('content-disposition') ?? '';
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return {
    bytes: new Uint8Array(body),
    contentType: response.headers.get('content-type') ?? '',
    fileName: extended ? decodeURIComponent(extended) : plain,
  };
}

export type ExportQuery = operations['contracts.export']['parameters']['query'];

/** GET /api/contractsExport: the search's contracts as CSV (UTF-8 with a BOM). */
export async function downloadContractsCsv(portal: Portal, query: ExportQuery): Promise<Download> {
  const { data, error, response } = await portal.api.GET('/api/contractsExport', {
    params: { query },
    parseAs: 'arrayBuffer',
  });
  if (error) throw new PortalError(response.status, error);
  return download(response, data);
}

export type StatementQuery = operations['statements.confirmExistence']['parameters']['query'];
export type StatementFiles =
  operations['statements.confirmExistence']['responses']['200']['content']['application/json']['data'];

/** Which of an agency-month's 10 statement files exist (each download answers 404 otherwise). */
export async function statementFiles(portal: Portal, query: StatementQuery): Promise<StatementFiles> {
  const { data, error, response } = await portal.api.GET('/api/commissions/confirmExistence', {
    params: { query },
  });
  if (error) throw new PortalError(response.status, error);
  return data.data;
}

/** GET /api/commissions/settlements/pdf/download: the month's commission settlement (PDF). */
export async function downloadCommissionSettlementPdf(portal: Portal, query: StatementQuery): Promise<Download> {
  const { data, error, response } = await portal.api.GET('/api/commissions/settlements/pdf/download', {
    params: { query },
    parseAs: 'arrayBuffer',
  });
  if (error) throw new PortalError(response.status, error);
  return download(response, data);
}

export type NewsForm = NonNullable<operations['news.create']['requestBody']>['content']['multipart/form-data'];
export type News = operations['news.create']['responses']['201']['content']['application/json']['data'];

/**
 * A multipart body as the document describes it: one part per field, and one part per item of a
 * list under the list's own name (`agencyCodeList`, `files`), which is also OpenAPI's default.
 */
export function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (name: string, item: unknown) => {
    if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : name);
    else if (item !== undefined) form.append(name, String(item));
  };
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) append(name, item);
  }
  return form;
}

/**
 * POST /api/news (a provider admin): a news item for the agencies listed (isNotifyAll '0') or for
 * all (isNotifyAll '1'), with up to 5 files. openapi-typescript types a binary part as a string, so
 * the files are File objects passed where the type says string.
 */
export async function postNews(
  portal: Portal,
  news: Omit<NewsForm, 'files'>,
  files: readonly File[] = [],
): Promise<News> {
  const body: NewsForm = { ...news, files: files as unknown as string[] };
  const { data, error, response } = await portal.api.POST('/api/news', { body, bodySerializer: formData });
  if (error) throw new PortalError(response.status, error);
  return data.data;
}
