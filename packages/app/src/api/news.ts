import { newsCalls } from '@olive/api';
import { http } from './http';

export const newsApi = newsCalls(http);
