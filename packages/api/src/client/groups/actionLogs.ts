import { allOf, listOf } from '../../schemas/common';
import {
  type ActionLogDownloadBody,
  type ActionLogQuery,
  actionLog,
  actionLogAction,
  actionLogUser,
} from '../../schemas/logs';
import type { Http } from '../http';

/** SPEC.md §7, Action logs. */
export const actionLogCalls = ({ send }: Http) => ({
  list: (query: ActionLogQuery) => send('actionLogs.list', { query }, listOf(actionLog)),
  download: (body: ActionLogDownloadBody) => send('actionLogs.download', { body }, 'blob'),
  users: () => send('actionLogs.users', {}, allOf(actionLogUser)),
  actions: () => send('actionLogs.actions', {}, allOf(actionLogAction)),
});
