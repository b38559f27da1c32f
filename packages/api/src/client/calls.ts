import { type Infer, object } from 'superstruct';
import type { StatementKindKey } from '../domain/statements';
import { statementKinds } from '../domain/statements';
import * as s from '../schemas';
import { type ClientOptions, createHttp, type Download } from './http';

const empty = object({});
const anyMessage = s.messageBody;

/**
 * One typed function per call of SPEC.md §7, grouped as §7 groups them. Paths come from the
 * endpoint table; answers are checked against their schemas.
 */
export function createApiClient(options: ClientOptions = {}) {
  const http = createHttp(options);
  const { send } = http;
  const blob = 'blob' as const;

  const auth = {
    csrfCookie: () => send('auth.csrfCookie', {}, empty),
    login: (body: s.LoginBody) => send('auth.login', { body }, s.authAnswer),
    logout: () => send('auth.logout', {}, anyMessage),
    me: () => send('auth.me', {}, s.meAnswer),
    /** The start-up variant of SPEC.md §4. */
    startupMe: () => send('auth.startupMe', {}, s.meAnswer),
    changePassword: (body: s.ChangePasswordBody) => send('auth.changePassword', { body }, anyMessage),
    forgotPassword: (body: s.ForgotPasswordBody) => send('auth.forgotPassword', { body }, anyMessage),
    resetPassword: (body: s.ResetPasswordBody) => send('auth.resetPassword', { body }, anyMessage),
    changeInitialPassword: (body: s.ChangeInitialPasswordBody) =>
      send('auth.changeInitialPassword', { body }, s.authAnswer),
    resendInitialPassword: (body: s.ResendInitialPasswordBody) =>
      send('auth.resendInitialPassword', { body }, anyMessage),
    sendVerificationCode: (body: s.SendVerificationCodeBody) => send('auth.sendVerificationCode', { body }, anyMessage),
    smsAuthentication: (body: s.SmsAuthenticationBody) => send('auth.smsAuthentication', { body }, s.authAnswer),
    verifyEmail: (body: s.VerifyCodeBody) => send('auth.verifyEmail', { body }, s.verifiedAnswer),
    verifyPhoneNumber: (body: s.VerifyCodeBody) => send('auth.verifyPhoneNumber', { body }, s.verifiedAnswer),
  };

  const actionLogs = {
    list: (query: s.ActionLogQuery) => send('actionLogs.list', { query }, s.listOf(s.actionLog)),
    download: (body: s.ActionLogDownloadBody) => send<Download>('actionLogs.download', { body }, blob),
    users: () => send('actionLogs.users', {}, s.allOf(s.actionLogUser)),
    actions: () => send('actionLogs.actions', {}, s.allOf(s.actionLogAction)),
  };

  const agencies = {
    list: () => send('agencies.list', {}, s.allOf(s.agency)),
  };

  const agencyIps = {
    list: (query: s.AgencyIpListQuery) => send('agencyIps.list', { query }, s.listOf(s.agencyIp)),
    create: (body: s.AgencyIpBody) => send('agencyIps.create', { body }, s.single(s.agencyIp)),
    delete: (id: number, body: s.AgencyIpBody) => send('agencyIps.delete', { params: { id }, body }, anyMessage),
  };

  const contracts = {
    list: (query: s.ContractListQuery) => send('contracts.list', { query }, s.listOf(s.contract)),
    show: (id: number, query: s.ContractShowQuery) =>
      send('contracts.show', { params: { id }, query }, s.single(s.contractDetail)),
    export: (query: s.ContractExportQuery) => send<Download>('contracts.export', { query }, blob),
    statuses: () => send('contracts.statuses', {}, s.statusesAnswer),
    cancel: (body: s.CancellationBody) => send('contracts.cancel', { body }, s.hozenAnswer),
    changePaymentMethod: (body: s.ChangePaymentMethodBody) =>
      send('contracts.changePaymentMethod', { body }, s.hozenAnswer),
  };

  const statements = {
    /** One of the 10 statement files of an agency-month. */
    download: (kind: StatementKindKey, query: s.StatementQuery) =>
      send<Download>(`statements.${kind}`, { query }, blob),
    confirmExistence: (query: s.StatementQuery) =>
      send('statements.confirmExistence', { query }, s.confirmExistenceAnswer),
  };

  const uploads = {
    /** POST multipart with a single `file` field (SPEC.md §7). */
    upload: (kind: StatementKindKey, file: Blob, fileName?: string) => {
      const form = new FormData();
      form.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload.zip'));
      return send(`uploads.${kind}`, { body: form }, s.uploadAnswer);
    },
  };

  const manuals = {
    list: () => send('manuals.list', {}, s.manualsAnswer),
    download: (query: s.ManualDownloadQuery) => send<Download>('manuals.download', { query }, blob),
    zip: (query: s.ManualZipQuery) => send<Download>('manuals.zip', { query }, blob),
  };

  const news = {
    list: (query: s.NewsListQuery) => send('news.list', { query }, s.listOf(s.news)),
    /** Multipart: title, content, isNotifyAll '1'/'0', agencyCodeList[i], files[i] (SPEC.md §7). */
    create: (body: s.NewsBody, files: readonly Blob[] = []) => {
      const form = new FormData();
      form.append('title', body.title);
      form.append('content', body.content);
      form.append('isNotifyAll', body.isNotifyAll);
      body.agencyCodeList.forEach((code, i) => {
        form.append(`agencyCodeList[${i}]`, code);
      });
      files.forEach((file, i) => {
        form.append(`files[${i}]`, file, file instanceof File ? file.name : `file${i}`);
      });
      return send('news.create', { body: form }, s.single(s.news));
    },
    show: (id: number, query: Infer<typeof s.newsShowQuery> = {}) =>
      send('news.show', { params: { id }, query }, s.single(s.news)),
    delete: (id: number) => send('news.delete', { params: { id } }, anyMessage),
    fileDownload: (query: s.NewsFileQuery) => send<Download>('news.fileDownload', { query }, blob),
  };

  const recruiterNews = {
    list: (query: s.RecruiterNewsListQuery) => send('recruiterNews.list', { query }, s.listOf(s.news)),
    show: (id: number, query: Infer<typeof s.recruiterNewsShowQuery>) =>
      send('recruiterNews.show', { params: { id }, query }, s.single(s.news)),
    fileDownload: (query: Infer<typeof s.recruiterNewsFileQuery>) =>
      send<Download>('recruiterNews.fileDownload', { query }, blob),
  };

  const oliveUsers = {
    list: (query: s.OliveUserListQuery = {}) => send('oliveUsers.list', { query }, s.listOf(s.oliveUser)),
    show: (id: number) => send('oliveUsers.show', { params: { id } }, s.single(s.oliveUser)),
    create: (body: s.OliveUserBody) => send('oliveUsers.create', { body }, s.single(s.oliveUser)),
    update: (id: number, body: s.OliveUserBody) =>
      send('oliveUsers.update', { params: { id }, body }, s.single(s.oliveUser)),
    delete: (id: number) => send('oliveUsers.delete', { params: { id } }, anyMessage),
  };

  const recruiters = {
    list: (query: s.RecruiterListQuery = {}) => send('recruiters.list', { query }, s.listOf(s.recruiter)),
    show: (id: number, query: s.AgencyQuery) =>
      send('recruiters.show', { params: { id }, query }, s.single(s.recruiter)),
    create: (body: s.RecruiterBody) => send('recruiters.create', { body }, s.single(s.recruiter)),
    update: (id: number, body: s.RecruiterBody) =>
      send('recruiters.update', { params: { id }, body }, s.single(s.recruiter)),
    /** SPEC.md §7: DELETE with agencyCode (sent in the query string). */
    delete: (id: number, query: s.AgencyQuery) => send('recruiters.delete', { params: { id }, query }, anyMessage),
    download: (body: s.RecruiterDownloadBody) => send<Download>('recruiters.download', { body }, blob),
  };

  return {
    http,
    auth,
    actionLogs,
    agencies,
    agencyIps,
    contracts,
    statements,
    uploads,
    manuals,
    news,
    recruiterNews,
    oliveUsers,
    recruiters,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The statement kinds in SPEC order, for screens that list the 10 downloads or uploads. */
export const statementKindKeys = statementKinds.map((k) => k.key);
