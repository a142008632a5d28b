/**
 * Serves dist/ the way the production host does (DESIGN.md §14): files through sirv (the static
 * handler Vite's own preview uses: its file map is built at start, so no request can reach a
 * file outside dist/), with this site's rules on top, all from scripts/lib/headers.ts: security
 * headers on every answer, a year's cache only for hashed /assets/, /about from
 * about/index.html, a trailing slash redirected away (same origin only), 404.html with status
 * 404, GET and HEAD only. The build leaves a .gz beside each text file for gzip.
 *
 *   tsx scripts/serve.ts [--port 4173] [--dir dist]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { cacheControl, securityHeaders } from './lib/headers.ts';
import { fromRoot } from './lib/paths.ts';

export function createStaticServer(dir: string) {
  const root = path.resolve(dir);
  const security = securityHeaders();
  const notFoundFile = path.join(root, '404.html');
  const files = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControl(pathname)),
  });

  const notFound = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = fs.existsSync(notFoundFile) ? fs.readFileSync(notFoundFile) : Buffer.from('');
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(body.length),
      // A missing file may exist after the next deploy: never cache its absence for long.
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return http.createServer((req, res) => {
    for (const [k, v] of Object.entries(security)) res.setHeader(k, v);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Length': '0' });
      return res.end();
    }
    // The raw target: only origin-form ("/path?query") is served; absolute-form and anything
    // else is a bad request, never a redirect elsewhere.
    const target = req.url ?? '';
    if (!target.startsWith('/')) {
      res.writeHead(400, { 'Content-Length': '0' });
      return res.end();
    }
    const q = target.indexOf('?');
    const rawPath = q < 0 ? target : target.slice(0, q);
    // One rule for trailing slashes: the canonical form has none. The Location is built from
    // the still-encoded path with one leading slash, so "/%2Fevil.example/" stays on this host.
    if (rawPath.length > 1 && rawPath.endsWith('/')) {
      const clean = '/' + rawPath.replace(/^\/+/, '').replace(/\/+$/, '');
      res.writeHead(301, {
        Location: clean + (q < 0 ? '' : target.slice(q)),
        'Content-Length': '0',
      });
      return res.end();
    }
    files(req, res, () => notFound(req, res));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
  };
  const port = Number(process.env.PORT ?? arg('port', '4173'));
  const dir = arg('dir', fromRoot('dist'));
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} has no index.html: run \`npm run build\` first.`);
    process.exit(1);
  }
  createStaticServer(dir).listen(port, () => {
    console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} at http://localhost:${port}`);
  });
}
