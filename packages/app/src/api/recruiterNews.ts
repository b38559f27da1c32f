import { recruiterNewsCalls } from '@olive/api';
import { http } from './http';

export const recruiterNewsApi = recruiterNewsCalls(http);
