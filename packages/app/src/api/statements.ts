import { statementCalls } from '@olive/api';
import { http } from './http';

export const statementsApi = statementCalls(http);
