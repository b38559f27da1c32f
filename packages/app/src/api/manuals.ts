import { manualCalls } from '@olive/api';
import { http } from './http';

export const manualsApi = manualCalls(http);
