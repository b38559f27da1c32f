import type { Infer, Struct } from 'superstruct';
import { storedFileTypes } from '../domain/fileTypes';
import { type StatementKindKey, statementKinds } from '../domain/statements';
import {
  agency,
  agencyQuery,
  idParams,
  oliveUser,
  oliveUserBody,
  oliveUserListQuery,
  recruiter,
  recruiterBody,
  recruiterDownloadBody,
  recruiterListQuery,
} from '../schemas/accounts';
import { agencyIp, agencyIpBody, agencyIpListQuery, agencyIpPreview } from '../schemas/agencyIps';
import {
  authAnswer,
  changeInitialPasswordBody,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  meAnswer,
  resendInitialPasswordBody,
  resendSmsCodeBody,
  resetPasswordBody,
  sendVerificationCodeBody,
  smsAuthenticationBody,
  verifiedAnswer,
  verifyCodeBody,
} from '../schemas/auth';
import { allOf, listOf, messageBody, single } from '../schemas/common';
import {
  cancellationBody,
  changePaymentMethodBody,
  contractDetail,
  contractExportQuery,
  contractListAnswer,
  contractListQuery,
  contractShowQuery,
  contractSummaryAnswer,
  contractSummaryQuery,
  hozenAnswer,
  statusesAnswer,
} from '../schemas/contracts';
import {
  actionLog,
  actionLogAction,
  actionLogDownloadBody,
  actionLogQuery,
  actionLogSession,
  actionLogSessionQuery,
  actionLogUser,
  auditStatus,
} from '../schemas/logs';
import { manualDownloadQuery, manualsAnswer, manualZipQuery } from '../schemas/manuals';
import {
  news,
  newsBody,
  newsFileQuery,
  newsListQuery,
  newsShowQuery,
  recruiterNewsFileQuery,
  recruiterNewsListQuery,
  recruiterNewsShowQuery,
} from '../schemas/news';
import { coverageAnswer, coverageQuery } from '../schemas/statementCoverage';
import {
  confirmExistenceAnswer,
  statementQuery,
  uploadAnswer,
  uploadQuery,
  uploadRefusal,
} from '../schemas/statements';
import type { EndpointKey } from './endpointPaths';

// biome-ignore lint/suspicious/noExplicitAny: a struct of any shape; each entry keeps its own precise type
type AnyStruct = Struct<any, any>;

/** What a download answers: the file's media type(s), as the server sends them. */
export interface FileAnswer {
  file: readonly string[];
}

/**
 * What an endpoint takes and answers (docs/product.md §7). Query strings and params arrive as text and are
 * coerced by their structs; `multipart` bodies carry files beside the fields `body` checks.
 */
export interface EndpointShape {
  params?: AnyStruct;
  query?: AnyStruct;
  body?: AnyStruct;
  /** The body is multipart/form-data: `body` then checks its text fields (files are listed apart). */
  multipart?: { files: string; maxFiles: number };
  /** A JSON answer's struct, a file, or nothing (204). */
  answer: AnyStruct | FileAnswer | 'empty';
  /** The success status when it is not 200: 201 for a created resource, 204 for no content. */
  status?: 201 | 204;
  /** The body of a 422 when it says more than the common error (an upload's rejected entries). */
  refusal?: AnyStruct;
}

const csv = { file: ['text/csv; charset=utf-8'] } as const satisfies FileAnswer;
const zip = { file: ['application/zip'] } as const satisfies FileAnswer;
/** A stored file (a manual, a news attachment): any type of the file-type table. */
const anyFile = { file: storedFileTypes } as const satisfies FileAnswer;

const statementShapes = Object.fromEntries(
  statementKinds.map((k) => [
    `statements.${k.key}`,
    {
      query: statementQuery,
      answer: { file: [k.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf'] },
    },
  ]),
) as unknown as Record<`statements.${StatementKindKey}`, { query: typeof statementQuery; answer: FileAnswer }>;

const uploadShapes = Object.fromEntries(
  statementKinds.map((k) => [
    `uploads.${k.key}`,
    { query: uploadQuery, multipart: { files: 'file', maxFiles: 1 }, answer: uploadAnswer, refusal: uploadRefusal },
  ]),
) as Record<
  `uploads.${StatementKindKey}`,
  {
    query: typeof uploadQuery;
    multipart: { files: string; maxFiles: number };
    answer: typeof uploadAnswer;
    refusal: typeof uploadRefusal;
  }
>;

/**
 * The whole contract of every endpoint: with endpointPaths (method, path) and endpoints (access,
 * description, flags) it is the one table the server's routes, the client's calls, the tests and the
 * OpenAPI document (openapi.ts) read. `satisfies Record<EndpointKey, …>` makes the compiler prove
 * that every endpoint has its shape.
 */
export const endpointShapes = {
  // Auth
  'auth.csrfCookie': { answer: 'empty', status: 204 },
  'auth.login': { body: loginBody, answer: authAnswer },
  'auth.logout': { answer: messageBody },
  'auth.me': { answer: meAnswer },
  'auth.startupMe': { answer: meAnswer },
  'auth.changePassword': { body: changePasswordBody, answer: messageBody },
  'auth.forgotPassword': { body: forgotPasswordBody, answer: messageBody },
  'auth.resetPassword': { body: resetPasswordBody, answer: messageBody },
  'auth.changeInitialPassword': { body: changeInitialPasswordBody, answer: authAnswer },
  'auth.resendInitialPassword': { body: resendInitialPasswordBody, answer: messageBody },
  'auth.sendVerificationCode': { body: sendVerificationCodeBody, answer: messageBody },
  'auth.smsAuthentication': { body: smsAuthenticationBody, answer: authAnswer },
  'auth.resendSmsCode': { body: resendSmsCodeBody, answer: messageBody },
  'auth.verifyEmail': { body: verifyCodeBody, answer: verifiedAnswer },
  'auth.verifyPhoneNumber': { body: verifyCodeBody, answer: verifiedAnswer },

  // Action logs
  'actionLogs.list': { query: actionLogQuery, answer: listOf(actionLog) },
  'actionLogs.download': { body: actionLogDownloadBody, answer: csv },
  'actionLogs.users': { answer: allOf(actionLogUser) },
  'actionLogs.actions': { answer: allOf(actionLogAction) },
  'actionLogs.seal': { answer: single(auditStatus) },
  'actionLogs.sessions': { query: actionLogSessionQuery, answer: listOf(actionLogSession) },

  // Agencies
  'agencies.list': { answer: allOf(agency) },

  // Agency IPs
  'agencyIps.list': { query: agencyIpListQuery, answer: listOf(agencyIp) },
  'agencyIps.create': { body: agencyIpBody, answer: single(agencyIp), status: 201 },
  'agencyIps.delete': { params: idParams, body: agencyIpBody, answer: messageBody },
  'agencyIps.preview': { body: agencyIpBody, answer: agencyIpPreview },

  // Contracts
  'contracts.list': { query: contractListQuery, answer: contractListAnswer },
  'contracts.show': { params: idParams, query: contractShowQuery, answer: single(contractDetail) },
  'contracts.export': { query: contractExportQuery, answer: csv },
  'contracts.summary': { query: contractSummaryQuery, answer: contractSummaryAnswer },
  'contracts.statuses': { answer: statusesAnswer },
  'contracts.cancel': { body: cancellationBody, answer: hozenAnswer },
  'contracts.changePaymentMethod': { body: changePaymentMethodBody, answer: hozenAnswer },

  // Statements
  ...statementShapes,
  'statements.confirmExistence': { query: statementQuery, answer: confirmExistenceAnswer },
  'statements.zip': { query: statementQuery, answer: zip },

  // Zip uploads
  ...uploadShapes,
  'uploads.coverage': { query: coverageQuery, answer: coverageAnswer },

  // Manuals
  'manuals.list': { answer: manualsAnswer },
  'manuals.download': { query: manualDownloadQuery, answer: anyFile },
  'manuals.zip': { query: manualZipQuery, answer: zip },

  // News
  'news.list': { query: newsListQuery, answer: listOf(news) },
  'news.create': { body: newsBody, multipart: { files: 'files', maxFiles: 5 }, answer: single(news), status: 201 },
  'news.show': { params: idParams, query: newsShowQuery, answer: single(news) },
  'news.delete': { params: idParams, answer: messageBody },
  'news.fileDownload': { query: newsFileQuery, answer: anyFile },
  'recruiterNews.list': { query: recruiterNewsListQuery, answer: listOf(news) },
  'recruiterNews.show': { params: idParams, query: recruiterNewsShowQuery, answer: single(news) },
  'recruiterNews.fileDownload': { query: recruiterNewsFileQuery, answer: anyFile },

  // Provider users
  'oliveUsers.list': { query: oliveUserListQuery, answer: listOf(oliveUser) },
  'oliveUsers.show': { params: idParams, answer: single(oliveUser) },
  'oliveUsers.create': { body: oliveUserBody, answer: single(oliveUser), status: 201 },
  'oliveUsers.update': { params: idParams, body: oliveUserBody, answer: single(oliveUser) },
  'oliveUsers.delete': { params: idParams, answer: messageBody },

  // Recruiters
  'recruiters.list': { query: recruiterListQuery, answer: listOf(recruiter) },
  'recruiters.show': { params: idParams, query: agencyQuery, answer: single(recruiter) },
  'recruiters.create': { body: recruiterBody, answer: single(recruiter), status: 201 },
  'recruiters.update': { params: idParams, body: recruiterBody, answer: single(recruiter) },
  'recruiters.delete': { params: idParams, query: agencyQuery, answer: messageBody },
  'recruiters.download': { body: recruiterDownloadBody, answer: csv },
} as const satisfies Record<EndpointKey, EndpointShape>;

export type EndpointShapes = typeof endpointShapes;

type Input<S> = S extends Struct<infer T, infer _> ? T : undefined;

/** The validated params, query and body a handler of endpoint K receives. */
export type ParamsOf<K extends EndpointKey> = EndpointShapes[K] extends { params: infer S } ? Input<S> : undefined;
export type QueryOf<K extends EndpointKey> = EndpointShapes[K] extends { query: infer S } ? Input<S> : undefined;
export type BodyOf<K extends EndpointKey> = EndpointShapes[K] extends { body: infer S } ? Input<S> : undefined;

/** What endpoint K answers: its JSON answer's type, or nothing for files and 204s (sent on the reply). */
export type AnswerOf<K extends EndpointKey> =
  EndpointShapes[K]['answer'] extends Struct<infer T, infer _> ? T : undefined;

/** Whether endpoint K answers a file (the handler streams it on the reply). */
export const isFileAnswer = (answer: EndpointShape['answer']): answer is FileAnswer =>
  typeof answer === 'object' && answer !== null && 'file' in answer;

export type { Infer };
