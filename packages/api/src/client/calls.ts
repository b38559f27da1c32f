import { endpointPaths } from '../access/endpointPaths';
import {
  actionLogCalls,
  agencyCalls,
  agencyIpCalls,
  authCalls,
  contractCalls,
  manualCalls,
  newsCalls,
  oliveUserCalls,
  recruiterCalls,
  recruiterNewsCalls,
  statementCalls,
  uploadCalls,
} from './groups';
import { type ClientOptions, createHttp } from './http';

/**
 * One typed function per call of docs/product.md §7, grouped as §7 groups them (client/groups/). This
 * composes every group: for Node, tests and tools. The browser app builds only the groups each
 * screen needs from `createHttp` and the group factories, so a screen's bundle carries only its
 * own schemas.
 */
export function createApiClient(options: ClientOptions = {}) {
  const http = createHttp(options);
  return {
    /** Sends any call by its key: the whole table, for Node and tests. */
    http: { ...http, send: http.sender(endpointPaths) },
    auth: authCalls(http),
    actionLogs: actionLogCalls(http),
    agencies: agencyCalls(http),
    agencyIps: agencyIpCalls(http),
    contracts: contractCalls(http),
    statements: statementCalls(http),
    uploads: uploadCalls(http),
    manuals: manualCalls(http),
    news: newsCalls(http),
    recruiterNews: recruiterNewsCalls(http),
    oliveUsers: oliveUserCalls(http),
    recruiters: recruiterCalls(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
