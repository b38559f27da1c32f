import { agencyCalls } from '@olive/api';
import { http } from './http';

export const agenciesApi = agencyCalls(http);
