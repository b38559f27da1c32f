import { actionLogCalls } from '@olive/api';
import { http } from './http';

export const actionLogsApi = actionLogCalls(http);
