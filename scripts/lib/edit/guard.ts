import fs from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lexists, MAX_PATH, PathRefused, resolveInside } from '../insideRepository.ts';

/**
 * The edit server reads and writes the repository, so only the editor's own page may talk to it.
 * A page on another local port (http://localhost:4721) is another origin, but Vite's dev server
 * answers such origins with CORS by default, and a DNS-rebinding page reaches 127.0.0.1 under a
 * name of its own. Every request, reads included, must therefore come from this machine's name and
 * from this origin; every file served or read must really lie inside the repository.
 */
const LOCAL_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;

/** Why a request is refused whatever it asks for, or null (Node's request, or its headers). */
export function originRefusal(req: { headers: IncomingHttpHeaders }): string | null {
  const host = req.headers.host ?? '';
  if (!LOCAL_HOST.test(host))
    return `the editor answers only on this machine (127.0.0.1), not as "${host}"`;
  // Browsers send Sec-Fetch-Site on every request; "same-site" is another port of localhost.
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return `requests from other sites are refused (Sec-Fetch-Site: ${String(site)})`;
  // A browser sends Origin on cross-origin reads and on every write; it must be this server.
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`)
    return `requests are accepted only from the editor itself (http://${host}), not from ${origin}`;
  return null;
}

/**
 * The file a dev-server address would serve, checked by resolveInside, or null when the address
 * names no file (Vite's own modules such as /@vite/client). `/@fs/<absolute path>` is Vite's way
 * to serve a file by its absolute path.
 */
export function fileForUrl(root: string, url: string): string | null {
  const pathname = (url.split(/[?#]/)[0] ?? '').slice(0, MAX_PATH + 10);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new PathRefused('the address is not valid percent-encoding');
  }
  const file = decoded.startsWith('/@fs/') ? decoded.slice('/@fs'.length) : `.${decoded}`;
  const resolved = resolveInside(root, file);
  return lexists(resolved) ? resolved : null;
}

/**
 * Links in the files the editor and the lint read that lead outside the repository. The lint
 * follows links as it reads, so the API refuses to work while there is one.
 */
export function linksOutside(root: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (rel: string) => {
    const abs = path.join(root, rel);
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(abs);
    } catch {
      return;
    }
    if (stat.isSymbolicLink()) {
      try {
        resolveInside(root, rel);
      } catch (e) {
        if (e instanceof PathRefused) return void found.push(e.message);
        throw e;
      }
    }
    if (!fs.statSync(abs).isDirectory()) return;
    // A folder linked twice (or into itself) is walked once.
    const real = fs.realpathSync(abs);
    if (seen.has(real)) return;
    seen.add(real);
    for (const name of fs.readdirSync(abs).sort()) visit(path.join(rel, name));
  };
  for (const part of [
    'pages',
    'locales',
    'content',
    'schemas',
    'site.json',
    'locales-made-from.json',
    'locales-allow-identical.json',
  ])
    visit(part);
  return found;
}

type Next = (error?: unknown) => void;

function refuse(res: ServerResponse, status: number, message: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(`Refused: ${message}\n`);
}

/**
 * The first middleware of the edit server: refuses other hosts and origins before any route
 * (the catalogue, the API, Vite's modules and files), and any address whose file lies outside
 * the repository.
 */
export function sameOriginOnly(root: string) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const why = originRefusal(req);
    if (why) return refuse(res, 403, why);
    try {
      fileForUrl(root, req.url ?? '/');
    } catch (e) {
      if (e instanceof PathRefused) return refuse(res, 403, e.message);
      throw e;
    }
    next();
  };
}
