import { recruiterCalls } from '@olive/api';
import { http } from './http';

export const recruitersApi = recruiterCalls(http);
