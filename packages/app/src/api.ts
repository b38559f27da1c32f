import { createApiClient } from '@olive/api';

/** The app's one API client (SPEC.md §7): same origin unless VITE_API_BASE_URL says otherwise. */
export const api = createApiClient({ baseURL: import.meta.env.VITE_API_BASE_URL ?? '' });
