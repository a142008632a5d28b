import fs from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { PathRefused } from './files.ts';

/**
 * The edit server reads and writes the repository, so only the editor's own page may talk to it.
 * A page on another local port (http://localhost:4721) is another origin, but Vite's dev server
 * answers such origins with CORS by default, and a DNS-rebinding page reaches 127.0.0.1 under a
 * name of its own. Every request, reads included, must therefore come from this machine's name and
 * from this origin; every file served or read must really lie inside the repository.
 */
const LOCAL_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;
const MAX_PATH = 1024;

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

const within = (dir: string, p: string) => p === dir || p.startsWith(dir + path.sep);

const lexists = (p: string) => {
  try {
    fs.lstatSync(p);
    return true;
  } catch {
    return false;
  }
};

/**
 * The real folders files may come from: the repository, and the dependencies folder it uses (a
 * copy of the repository links node_modules rather than copying it).
 */
function realRoots(root: string): string[] {
  const modules = path.join(root, 'node_modules');
  return [fs.realpathSync(root), ...(lexists(modules) ? [fs.realpathSync(modules)] : [])];
}

/**
 * The real path of `file` (relative to the repository, or absolute), or PathRefused when it is
 * not a plain file name or it leads outside the repository, through "..", an encoded slash or a
 * symbolic link anywhere on its way. A file that does not exist yet is judged by its nearest
 * existing folder.
 */
export function resolveInside(root: string, file: string): string {
  if (typeof file !== 'string' || file === '' || file.length > MAX_PATH)
    throw new PathRefused(`a file name is required, under ${MAX_PATH} characters`);
  if (file.includes('\0')) throw new PathRefused('a file name may not contain a NUL character');
  const roots = realRoots(root);
  const abs = path.resolve(root, file);
  if (!within(path.resolve(root), abs) && !roots.some((r) => within(r, abs)))
    throw new PathRefused(`"${file}" is outside the repository`);
  let existing = abs;
  while (!lexists(existing)) existing = path.dirname(existing);
  let real: string;
  try {
    real = fs.realpathSync(existing);
  } catch {
    throw new PathRefused(`"${file}" is a symbolic link to nothing; the editor does not follow it`);
  }
  if (!roots.some((r) => within(r, real)))
    throw new PathRefused(
      `"${file}" leads outside the repository (to ${real}) through a symbolic link; the editor reads only files inside it: replace the link with the file itself`,
    );
  return path.join(real, path.relative(existing, abs));
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
