import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { findAppRoute, isMobileUserAgent } from '@olive/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ReservedPaths {
  /** Whether a target is under /api, /login or /logout in any spelling (plugins/guard). */
  isReservedPath: (target: string) => boolean;
  /** The refusal of such a request that matched no route (plugins/guard). */
  refuse: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * The pages the app's build rendered to HTML (the sign-in screens and error pages, in
 * dist/prerender/, e.g. authentication/login.html for /authentication/login), by the path they answer.
 */
function prerenderedPages(appDist: string): Map<string, string> {
  const dir = path.join(appDist, 'prerender');
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    // signed-in/: the screens' start-up pages, answered by route name (signedInPages), not by path.
    if (!entry.endsWith('.html') || entry.startsWith(`signed-in${path.sep}`)) continue;
    const route = `/${entry.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(route, path.posix.join('prerender', entry.split(path.sep).join('/')));
  }
  return pages;
}

/**
 * The start-up pages of the screens inside the shell (dist/prerender/signed-in/contracts.html
 * for /contracts and /contracts?page=3): index.html's spinner naming the shell's and the screen's
 * scripts for the browser to fetch at once, by route name.
 */
function signedInPages(appDist: string): Map<string, string> {
  const dir = path.join(appDist, 'prerender', 'signed-in');
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { encoding: 'utf8' })) {
    if (entry.endsWith('.html')) pages.set(entry.slice(0, -'.html'.length), `prerender/signed-in/${entry}`);
  }
  return pages;
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send a page in, from the request's Accept-Encoding (RFC 9110 §12.5.3): the one of
 * Brotli and gzip the client weighs higher (Brotli on a tie; `*` stands for any not named; a weight
 * of zero refuses); the page as it is when it accepts neither.
 */
function pageEncoding(header: string | string[] | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br <= 0 && gzip <= 0) return 'identity';
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * A page's bytes in each encoding, compressed once (at the strongest settings) when first asked for;
 * an encoding that would not make the page smaller sends it as it is.
 */
class PageBytes {
  private readonly encoded = new Map<Encoding, { encoding: Encoding; bytes: Buffer }>();
  private readonly plain: Buffer;
  constructor(html: string) {
    this.plain = Buffer.from(html, 'utf8');
  }
  get(wanted: Encoding): { encoding: Encoding; bytes: Buffer } {
    let answer = this.encoded.get(wanted);
    if (!answer) {
      const bytes =
        wanted === 'br'
          ? brotliCompressSync(this.plain, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.plain.length,
              },
            })
          : wanted === 'gzip'
            ? gzipSync(this.plain, { level: 9 })
            : this.plain;
      answer =
        bytes.length < this.plain.length ? { encoding: wanted, bytes } : { encoding: 'identity', bytes: this.plain };
      this.encoded.set(wanted, answer);
    }
    return answer;
  }
}

/**
 * Serves the built app so the portal is one origin: hashed files under /assets/ are cached for a
 * year, index.html never, and any other GET of a non-API path falls back to index.html (client
 * routes), or to the page the build rendered for that path when there is one (its form paints
 * before the scripts run), or for a screen inside the shell to its start-up page (its scripts
 * preloaded). Nothing under /api, /login or /logout — in any spelling — ever gets the app shell:
 * the guard refuses it (404).
 */
export async function registerStatic(app: FastifyInstance, appDist: string, reserved: ReservedPaths): Promise<void> {
  const hasApp = existsSync(path.join(appDist, 'index.html'));
  const prerendered = hasApp ? prerenderedPages(appDist) : new Map<string, string>();
  const signedIn = hasApp ? signedInPages(appDist) : new Map<string, string>();
  /** The file a client route is answered with: its rendered page, its screen's start-up page, or index.html. */
  const pageFile = (url: string): string => {
    const rendered = prerendered.get(url);
    if (rendered) return rendered;
    const name = findAppRoute(url)?.name;
    return (name && signedIn.get(name)) || 'index.html';
  };
  /**
   * A page as sent, read once: for a mobile user agent with <html> marked data-olive-mobile (docs/product.md
   * §9's native scrolling), so the first paint has the scrollbars the app would set and nothing
   * shifts when it starts (a 10 px scrollbar going away moved every line).
   */
  const pages = new Map<string, { plain: PageBytes; mobile: PageBytes }>();
  const pageBytes = (file: string, userAgent: string | undefined): PageBytes => {
    let page = pages.get(file);
    if (!page) {
      const plain = readFileSync(path.join(appDist, file), 'utf8');
      page = {
        plain: new PageBytes(plain),
        mobile: new PageBytes(plain.replace(/<html\b/, '<html data-olive-mobile')),
      };
      pages.set(file, page);
    }
    return isMobileUserAgent(userAgent ?? '') ? page.mobile : page.plain;
  };
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: appDist,
      wildcard: false,
      index: false,
      // The build writes each asset's .br and .gz beside it (packages/app/scripts/compress.mjs): sent
      // to a client that accepts them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // Anything not a plain GET (or its HEAD: headers only, which Node's response sends for it) of an
    // origin-form path is refused like an unknown API call.
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (reserved.isReservedPath(request.url) || !read || !url.startsWith('/')) {
      return reserved.refuse(request, reply);
    }
    // A missing hashed asset is a real 404, not the app shell (a stale tab after a deploy).
    if (url.startsWith('/assets/') || !hasApp) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const page = pageBytes(pageFile(url), request.headers['user-agent']).get(
      pageEncoding(request.headers['accept-encoding']),
    );
    if (page.encoding !== 'identity') reply.header('content-encoding', page.encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'User-Agent, Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(page.bytes);
  });
}
