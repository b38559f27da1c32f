import { oliveUserCalls } from '@olive/api';
import { http } from './http';

export const oliveUsersApi = oliveUserCalls(http);
