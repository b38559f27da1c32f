import { agencyIpCalls } from '@olive/api';
import { http } from './http';

export const agencyIpsApi = agencyIpCalls(http);
