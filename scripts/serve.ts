/**
 * Serves dist/ the way a CDN would: gzip, long-lived caching for hashed assets, /about served
 * from about/index.html without a redirect, a trailing slash redirected away, and 404.html with
 * status 404 for unknown paths. Node's own http and zlib suffice; no dependency is needed.
 *
 *   tsx scripts/serve.ts [--port 4173] [--dir dist]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fromRoot } from './lib/paths.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

export function createStaticServer(dir: string) {
  const root = path.resolve(dir);
  const find = (urlPath: string): string | null => {
    const candidates = [urlPath, path.join(urlPath, 'index.html')];
    for (const c of candidates) {
      const file = path.join(root, c);
      if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
    return null;
  };
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    // One rule for trailing slashes: the canonical form has none.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.writeHead(301, { Location: pathname.replace(/\/+$/, '') + url.search });
      return res.end();
    }
    let file = find(pathname);
    let status = 200;
    if (!file) {
      file = path.join(root, '404.html');
      status = 404;
    }
    const ext = path.extname(file);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    let body = fs.readFileSync(file);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body, { level: 9 });
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
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
