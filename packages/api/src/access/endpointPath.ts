export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where a call goes. Who may make it and what the action log calls it are in endpoints.ts. */
export interface EndpointPath {
  method: HttpMethod;
  /** The path with `:param` segments, e.g. `/api/contracts/:id`. */
  path: string;
}

const at =
  (method: HttpMethod) =>
  (path: string): EndpointPath => ({ method, path });
export const get = at('GET');
export const post = at('POST');
export const put = at('PUT');
export const del = at('DELETE');
