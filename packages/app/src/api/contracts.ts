import { contractCalls } from '@olive/api';
import { http } from './http';

export const contractsApi = contractCalls(http);
