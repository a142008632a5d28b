/**
 * The built editor (build/editor/, `npm run build:editor`) as HTTP: its hashed assets under
 * EDITOR_BASE, cached for a year, and its one page, served at whatever path the mounting app
 * chooses (`/` for `npm run edit`, `/edit` in the team service) with the session's CSRF token put
 * in, under a Content Security Policy that runs only the editor's own script files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context, type Env } from 'hono';
import { escapeHtml } from '../escapeHtml.ts';
import { root as repoRoot } from '../paths.ts';
import { EDITOR_ASSETS, EDITOR_BASE, EDITOR_OUT } from '../editorFiles.ts';

/** Where `npm run build:editor` leaves the editor of the repository these scripts belong to. */
export const builtEditorDir = (root: string = repoRoot) => path.join(root, EDITOR_OUT);

/**
 * No inline script: Vite's build has none, and the page's data comes from the API. Puck and the
 * site's blocks set `style` attributes, and Puck copies the page's stylesheets into the canvas's
 * iframe as <style> elements, so styles may be inline. The canvas is a same-origin srcdoc iframe
 * (frame-src 'self'); pictures are the store's own (public files) or data:/blob: previews.
 */
export const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The editor's page: build/editor/index.html, with `<meta name="cms-csrf" content="…">` when a
 * token is given (editor/api.ts sends it with every write). Read on each call: a rebuild shows
 * without a restart.
 */
export function editorPageHtml(options: { dir?: string; csrf?: string } = {}): string {
  const html = fs.readFileSync(path.join(options.dir ?? builtEditorDir(), 'index.html'), 'utf8');
  if (options.csrf === undefined) return html;
  const meta = `<meta name="cms-csrf" content="${escapeHtml(options.csrf)}" />`;
  return html.replace('</head>', () => `    ${meta}\n  </head>`);
}

/** The page as a response, with its policy: never cached (it names the current assets). */
export function editorPageResponse(html: string): Response {
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': EDITOR_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
    },
  });
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * The build's asset files by name, listed once: a request is answered by an exact look-up, so no
 * address (encoded slashes, "..") can reach any other file. With each .js and .css, the Brotli
 * and gzip copies the build wrote beside it (scripts/lib/precompress.ts).
 */
function assetFiles(dir: string): Map<string, string> {
  const folder = path.join(dir, EDITOR_ASSETS);
  const names = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  return new Map(
    names
      .filter((name) => Object.hasOwn(TYPES, path.extname(name)))
      .map((name) => [name, path.join(folder, name)]),
  );
}

function sendAsset(c: Context, file: string): Response {
  const accepts = c.req.header('accept-encoding') ?? '';
  const headers: Record<string, string> = {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    // Hashed names: a new build has new names, so a browser may keep these for good.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const)
    if (accepts.includes(encoding) && fs.existsSync(file + ext)) {
      headers['Content-Encoding'] = encoding;
      return new Response(new Uint8Array(fs.readFileSync(file + ext)), { headers });
    }
  return new Response(new Uint8Array(fs.readFileSync(file)), { headers });
}

export interface EditorAppOptions<E extends Env> {
  /** Where the page is served: "/" for `npm run edit`, "/edit" in the team service. */
  pagePath?: string;
  /** The built editor's folder (default: build/editor of this repository). */
  dir?: string;
  /** The CSRF token to put in the page for this request, if the mounting app has one. */
  csrfOf?: (c: Context<E>) => string | undefined;
}

/**
 * The editor's page at `pagePath` (`?content=<collection>` opens the content screen, as the
 * editor reads its own query) and its assets under EDITOR_BASE. Mount it beside contentApi: the
 * editor asks the API at the site root (/__edit/api/…, /locales/…, /content/…, pictures).
 */
export function editorApp<E extends Env>(options: EditorAppOptions<E> = {}): Hono<E> {
  const dir = options.dir ?? builtEditorDir();
  const app = new Hono<E>();
  let assets = assetFiles(dir);
  app.get(`${EDITOR_BASE}${EDITOR_ASSETS}/:name`, (c) => {
    const name = c.req.param('name');
    // A rebuild while serving adds names: look once more before answering 404.
    if (!assets.has(name)) assets = assetFiles(dir);
    const file = assets.get(name);
    return file ? sendAsset(c, file) : c.notFound();
  });
  app.get(options.pagePath ?? '/', (c) =>
    editorPageResponse(editorPageHtml({ dir, csrf: options.csrfOf?.(c) })),
  );
  return app;
}
