import { actionLogPaths } from '../../access/endpointPaths';
import { allOf, listOf, single } from '../../schemas/common';
import {
  type ActionLogDownloadBody,
  type ActionLogQuery,
  type ActionLogSessionQuery,
  actionLog,
  actionLogAction,
  actionLogSession,
  actionLogUser,
  auditStatus,
} from '../../schemas/logs';
import type { Http } from '../http';

/** docs/product.md §7, Action logs. */
export const actionLogCalls = ({ sender }: Http) => {
  const send = sender(actionLogPaths);
  return {
    list: (query: ActionLogQuery) => send('actionLogs.list', { query }, listOf(actionLog)),
    download: (body: ActionLogDownloadBody) => send('actionLogs.download', { body }, 'blob'),
    users: () => send('actionLogs.users', {}, allOf(actionLogUser)),
    actions: () => send('actionLogs.actions', {}, allOf(actionLogAction)),
    /** Verifies the seal chain now (super admins; the log screen's indicator). */
    /** The log grouped into sessions (one user, gaps under 30 minutes). */
    sessions: (query: ActionLogSessionQuery) => send('actionLogs.sessions', { query }, listOf(actionLogSession)),
    seal: () => send('actionLogs.seal', {}, single(auditStatus)),
  };
};
