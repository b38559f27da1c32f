import { authCalls, createHttp } from '@olive/api';

/**
 * The app's HTTP client (docs/product.md §7): same origin unless VITE_API_BASE_URL says otherwise. Each
 * group of calls is its own module (./contracts, ./news…), so a screen's chunk carries only the
 * schemas of the calls it makes; the auth calls are needed from the start.
 */
export const http = createHttp({ baseURL: import.meta.env.VITE_API_BASE_URL ?? '' });
export const authApi = authCalls(http);
