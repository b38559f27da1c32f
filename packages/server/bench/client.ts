/**
 * The benches' HTTP client for timed requests: plain `node:http` over one keep-alive connection,
 * the signed-in session's cookies sent as a fixed Cookie header, as a browser sends them (the
 * portal sets no cookie on a GET; autocannon sends its headers the same way).
 *
 * Not `fetch` with a cookie jar: that client runs in the bench's process beside the server, and its
 * own work (the jar parsing and writing the cookie for every request, fetch's streams) would be in
 * every figure. The bench prints page 1 through both.
 */
import http, { type IncomingMessage } from 'node:http';

export interface SessionClient {
  /** GET `path`; resolves with the answer once its whole body has arrived. */
  get: (path: string) => Promise<{ status: number; body: Buffer }>;
  /** GET `path`; resolves with the answer as it starts, its body still to be read. */
  open: (path: string) => Promise<IncomingMessage>;
  close: () => void;
}

export function sessionClient(base: string, cookie: string): SessionClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const open = (path: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      http.get(new URL(path, base), { agent, headers: { cookie, accept: '*/*' } }, resolve).on('error', reject);
    });
  return {
    open,
    get: async (path) => {
      const answer = await open(path);
      const chunks: Buffer[] = [];
      for await (const chunk of answer) chunks.push(chunk as Buffer);
      return { status: answer.statusCode ?? 0, body: Buffer.concat(chunks) };
    },
    close: () => agent.destroy(),
  };
}
