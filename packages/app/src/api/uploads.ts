import { uploadCalls } from '@olive/api';
import { http } from './http';

export const uploadsApi = uploadCalls(http);
