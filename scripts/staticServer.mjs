// A built Storybook served as a static host would serve it, for the scripts that open it in
// Chromium (docsCheck.mjs, benchStorybook.mjs): its pages load their chunks over HTTP.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Serves `directory` on a free port of 127.0.0.1; resolves with the listening server. */
export function serve(directory) {
  const server = createServer((request, response) => {
    let pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    // The browser asks for /favicon.ico on its own; the build's icon is an SVG.
    if (pathname === '/favicon.ico') pathname = '/favicon.svg';
    let file = path.join(directory, pathname);
    if (!file.startsWith(directory)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
