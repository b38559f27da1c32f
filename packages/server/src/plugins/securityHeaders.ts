import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';

/** What a probe answers: its headers, minus those Fastify and Node set on every answer. */
async function probeHeaders(helmetOptions: FastifyHelmetOptions | null): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  if (helmetOptions) await probe.register(fastifyHelmet, helmetOptions);
  probe.get('/', async () => 'probe');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  // A refused option makes helmet fail the probe: its error answer's headers must not be copied.
  if (answer.statusCode !== 200) throw new Error(`helmet refused its options: ${answer.body}`);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'number') out[name] = String(value);
  }
  return out;
}

/**
 * The security headers helmet sets (CSP, X-Content-Type-Options, …), computed once at start and set
 * on every answer; HSTS is added per request, only when `transportSecure` says the request came over
 * TLS (docs/adr/0126-hsts-and-one-frame-policy.md). @fastify/helmet builds the whole helmet
 * middleware again for every request (it re-parses the CSP directives each time): a tenth of the server's CPU under load in
 * the profile of GET /api/me. The headers do not depend on the request (no per-route helmet
 * options and no CSP nonces in this server), so the same helmet, asked once by a throwaway
 * instance, gives exactly the headers it would have set on each answer.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
  transportSecure: (request: FastifyRequest) => boolean,
): Promise<void> {
  const [withHelmet, without] = await Promise.all([
    probeHeaders({ ...options, strictTransportSecurity: false } as FastifyHelmetOptions),
    probeHeaders(null),
  ]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(withHelmet)) {
    if (without[name] !== value) headers[name] = value;
  }
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // HSTS only where the portal is reached over TLS, as its cookies' Secure flag says: sent over
    // plain HTTP it is ignored by browsers and misleads a reader of the headers.
    if (transportSecure(request)) reply.header('strict-transport-security', HSTS);
    done();
  });
}

/** helmet's own default value: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';
