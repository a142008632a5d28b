/**
 * The service's reverse proxy to a draft's editor. Written on node:http rather than with a proxy
 * library because it must read what passes: it puts the session's CSRF token into the editor's
 * page, and it sees each save's request and answer, to commit the saved files on the draft.
 *
 * The edit server keeps its own guard (only its own host and origin): the proxy presents each
 * request as coming from the editor's own origin, and does so only after checking that it came
 * from the service's origin. The session's cookie and token never reach the editor.
 *
 * It also carries the editor's reload channel, a WebSocket (Vite's, at HMR_PATH): when the edit
 * server meets a dependency it had not bundled yet, it bundles it again and tells the page to
 * reload over that channel; without it the page waits for modules that never come.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { refuseOnSocket } from '../server/socket.ts';

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
  /** Runs after a save (a page, an entry, a deletion) the editor accepted, before the answer. */
  onSaved?: (answer: SavedAnswer) => Promise<void>;
}

export const EDITOR_PAGE = '/edit';

/** Where the editor's page opens its reload channel (the edit server's `server.ws.path`). */
export const HMR_PATH = '/__edit/hmr';
/** Vite's two WebSocket protocols: the channel itself, and the ping that waits for a restart. */
const HMR_PROTOCOLS = new Set(['vite-hmr', 'vite-ping']);

/**
 * The editor is a development server's page: its modules come with inline scripts and styles
 * (React's refresh preamble, Vite's style injection), which the service's own pages never need.
 * Its reload channel is a WebSocket to the service itself, named in connect-src because older
 * browsers do not count ws: as 'self'.
 */
export function editorPolicy(origin: string): string {
  // The origin may come from the request's Host: only a plain origin goes into the policy.
  const socket = /^https?:\/\/[A-Za-z0-9.[\]:-]+$/.test(origin)
    ? ` ${origin.replace(/^http/, 'ws')}`
    : '';
  return `default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'${socket}; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'`;
}
/** The editor's writes that change files: each answers with the files it wrote. */
const SAVES = new Set(['/__edit/api/save', '/__edit/api/entry', '/__edit/api/delete-entry']);
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
  const isSave = SAVES.has(pathname) && req.method === 'POST';

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
        res.setHeader('content-security-policy', editorPolicy(target.origin));
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

/** Why an upgrade request may not pass to an editor, or null. */
export function upgradeRefusal(req: http.IncomingMessage, origin: string): string | null {
  const why = proxyRefusal(req, origin);
  if (why) return why;
  if (req.headers.origin === undefined)
    return 'a WebSocket must say where it comes from (the browser sends Origin)';
  if (String(req.headers.upgrade ?? '').toLowerCase() !== 'websocket')
    return 'only WebSockets are carried to the editor';
  if ((req.url ?? '').split('?')[0] !== HMR_PATH)
    return `the editor takes a WebSocket only at ${HMR_PATH}`;
  if (!HMR_PROTOCOLS.has(String(req.headers['sec-websocket-protocol'] ?? '')))
    return 'only the editor’s reload channel is carried';
  return null;
}

/** Headers of an upgrade that stay between the browser and the service. */
const NOT_PASSED = new Set([
  ...HOP_BY_HOP,
  'cookie',
  'authorization',
  'x-csrf-token',
  'host',
  'origin',
  'referer',
]);

/**
 * Carries a WebSocket between the browser and the draft's editor: the upgrade request goes on as
 * coming from the editor's own origin (without the session's cookie), and once the editor
 * accepts, bytes pass both ways untouched until either side closes. Resolves once it is carried
 * or refused.
 */
export function proxyUpgrade(
  req: http.IncomingMessage,
  socket: Duplex,
  head: Buffer,
  target: Pick<ProxyTarget, 'port' | 'origin'>,
): Promise<void> {
  const why = upgradeRefusal(req, target.origin);
  if (why) {
    refuseOnSocket(socket, 403, `Refused: ${why}`);
    return Promise.resolve();
  }
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers))
    if (!NOT_PASSED.has(name) && value !== undefined) headers[name] = value;
  headers.host = `127.0.0.1:${target.port}`;
  headers.origin = `http://127.0.0.1:${target.port}`;
  headers.connection = 'Upgrade';
  headers.upgrade = 'websocket';
  return new Promise<void>((resolve) => {
    let settled = false;
    const settle = () => {
      settled = true;
      resolve();
    };
    const upstream = http.request({
      host: '127.0.0.1',
      port: target.port,
      method: 'GET',
      path: req.url,
      headers,
    });
    upstream.on('upgrade', (answer, editor: Duplex, editorHead: Buffer) => {
      if (socket.destroyed) {
        editor.destroy();
        return settle();
      }
      const lines = ['HTTP/1.1 101 Switching Protocols'];
      for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2)
        lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (editorHead.length) socket.write(editorHead);
      if (head.length) editor.write(head);
      // Either side closing or failing ends the other.
      editor.on('error', () => socket.destroy());
      socket.on('error', () => editor.destroy());
      editor.on('close', () => socket.destroy());
      socket.on('close', () => editor.destroy());
      editor.pipe(socket);
      socket.pipe(editor);
      settle();
    });
    upstream.on('response', (answer) => {
      answer.resume();
      refuseOnSocket(
        socket,
        answer.statusCode && answer.statusCode >= 400 ? answer.statusCode : 502,
        `Refused: the editor did not take the WebSocket (${answer.statusCode ?? 'no answer'})`,
      );
      settle();
    });
    upstream.on('error', (error) => {
      if (!settled)
        refuseOnSocket(socket, 502, `the editor of this draft is not answering (${error.message})`);
      settle();
    });
    // The browser gave up before the editor answered: the editor's side goes too.
    socket.once('close', () => {
      if (!settled) upstream.destroy();
    });
    upstream.end();
  });
}
