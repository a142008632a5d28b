/**
 * The service's reverse proxy to a draft's editor. Written on node:http rather than with a proxy
 * library because it must read what passes: it puts the session's CSRF token into the editor's
 * page, and it sees each save's request and answer, to commit the saved files on the draft.
 *
 * The edit server keeps its own guard (only its own host and origin): the proxy presents each
 * request as coming from the editor's own origin, and does so only after checking that it came
 * from the service's origin. The session's cookie and token never reach the editor.
 */
import http from 'node:http';

/** What a save answers (scripts/lib/edit/save.ts), as far as the proxy needs it. */
export interface SavedAnswer {
  status: 'saved';
  written: string[];
}

export interface ProxyTarget {
  /** The editor's port on 127.0.0.1. */
  port: number;
  /** The service's own origin: the only one whose requests go through. */
  origin: string;
  csrf: string;
  /** Runs after a save the editor accepted, before the browser gets the answer. */
  onSaved?: (answer: SavedAnswer) => Promise<void>;
}

export const EDITOR_PAGE = '/edit';

/**
 * The editor is a development server's page: its modules come with inline scripts and styles
 * (React's refresh preamble, Vite's style injection), which the service's own pages never need.
 */
const EDITOR_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";
const SAVE = '/__edit/api/save';
const MAX_BODY = 11 * 1024 * 1024;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

/** Why a request may not pass to an editor, or null. */
export function proxyRefusal(req: http.IncomingMessage, origin: string): string | null {
  const from = req.headers.origin;
  if (from !== undefined && from !== origin)
    return `requests are accepted only from the service itself (${origin}), not from ${from}`;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return `requests from other sites are refused (Sec-Fetch-Site: ${String(site)})`;
  if (req.method !== 'GET' && req.method !== 'HEAD' && from === undefined)
    return 'a write must say where it comes from (the browser sends Origin)';
  return null;
}

function refuse(res: http.ServerResponse, status: number, message: string) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(`Refused: ${message}\n`);
}

async function readAll(stream: AsyncIterable<Buffer>, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const escapeAttribute = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The editor's page with the session's CSRF token in a meta tag the editor's API sends back. */
export function withCsrf(page: string, csrf: string): string {
  const meta = `<meta name="cms-csrf" content="${escapeAttribute(csrf)}" />`;
  return /<head[^>]*>/i.test(page)
    ? page.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`)
    : `${meta}${page}`;
}

/**
 * Sends `req` to the editor as `path` (the editor's page for EDITOR_PAGE, else the same address)
 * and its answer back.
 */
export async function proxyToEditor(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
  target: ProxyTarget,
): Promise<void> {
  const why = proxyRefusal(req, target.origin);
  if (why) return refuse(res, 403, why);
  const editorOrigin = `http://127.0.0.1:${target.port}`;
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers))
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  for (const name of ['cookie', 'authorization', 'x-csrf-token', 'accept-encoding'])
    delete headers[name];
  headers.host = `127.0.0.1:${target.port}`;
  if (req.headers.origin !== undefined) headers.origin = editorOrigin;
  if (typeof req.headers.referer === 'string') headers.referer = `${editorOrigin}/`;
  const [pathname = '/', query] = path.split(/\?(.*)/s);
  const editorPage = pathname === EDITOR_PAGE && req.method === 'GET';
  const upstreamPath = editorPage ? `/${query ? `?${query}` : ''}` : path;
  const isSave = pathname === SAVE && req.method === 'POST';

  let body: Buffer | null = null;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    body = await readAll(req as AsyncIterable<Buffer>, MAX_BODY);
    if (body === null) return refuse(res, 413, 'the request is larger than 11 MB');
    headers['content-length'] = String(body.length);
  }

  await new Promise<void>((resolve) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: target.port, method: req.method, path: upstreamPath, headers },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        const status = answer.statusCode ?? 502;
        res.setHeader('content-security-policy', EDITOR_POLICY);
        res.setHeader('x-frame-options', 'SAMEORIGIN');
        const type = String(answer.headers['content-type'] ?? '');
        if (!editorPage && !(isSave && type.includes('json'))) {
          res.writeHead(status, out);
          answer.pipe(res);
          answer.on('end', resolve);
          answer.on('error', () => {
            res.destroy();
            resolve();
          });
          return;
        }
        void readAll(answer as AsyncIterable<Buffer>, 64 * 1024 * 1024).then(async (buffer) => {
          let text = (buffer ?? Buffer.alloc(0)).toString('utf8');
          if (editorPage && type.includes('html')) text = withCsrf(text, target.csrf);
          if (isSave && status === 200 && target.onSaved) {
            try {
              const parsed = JSON.parse(text) as { status?: unknown; written?: unknown };
              if (parsed.status === 'saved' && Array.isArray(parsed.written))
                await target.onSaved({
                  status: 'saved',
                  written: parsed.written.filter((f): f is string => typeof f === 'string'),
                });
            } catch (error) {
              // The files are saved; the next save's commit takes them along.
              console.error(`after a save: ${String(error)}`);
            }
          }
          delete out['content-length'];
          res.writeHead(status, { ...out, 'content-length': Buffer.byteLength(text) });
          res.end(text);
          resolve();
        });
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent)
        refuse(res, 502, `the editor of this draft is not answering (${error.message})`);
      else res.destroy();
      resolve();
    });
    upstream.end(body ?? undefined);
  });
}
