import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { isPageFile, PathRefused } from './files.ts';
import { linksOutside, originRefusal } from './guard.ts';
import { loadPage, loadProject } from './project.ts';
import { savePage } from './save.ts';
import { deleteEntry, listCollections, loadEntry, saveEntry } from './entries.ts';
import { uploadImage } from './upload.ts';

export const API = '/__edit/api/';
const MAX_BODY = 10 * 1024 * 1024;

type Next = (error?: unknown) => void;

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new RangeError('too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Why a request is refused, or null. Only the editor's own page may call the API (see
 * originRefusal); a write must also carry this origin and a JSON body (a form on another site can
 * post, but not with that Origin or content type; browsers send Origin on every POST).
 */
export function refusal(req: {
  method?: string | undefined;
  headers: IncomingHttpHeaders;
}): string | null {
  const why = originRefusal(req);
  if (why) return why;
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  const host = req.headers.host ?? '';
  if (req.headers.origin !== `http://${host}`)
    return `writes are accepted only from the editor itself (http://${host}), not from ${req.headers.origin ?? 'a page without an Origin'}`;
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
    return 'writes must be sent as application/json';
  return null;
}

/** The edit server's API: the project to open, one page, and saving through the lint. */
export function editApi(root: string) {
  return async (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const url = new URL(req.url ?? '/', 'http://editor.invalid');
    if (!url.pathname.startsWith(API)) return next();
    const why = refusal(req);
    if (why) return send(res, 403, { status: 'refused', message: why });
    const route = url.pathname.slice(API.length);
    try {
      // The lint and the project's readers follow links as they read: none may lead outside.
      const outside = linksOutside(root);
      if (outside.length) return send(res, 403, { status: 'refused', message: outside.join('\n') });
      if (route === 'project' && req.method === 'GET') return send(res, 200, loadProject(root));
      if (route === 'page' && req.method === 'GET') {
        const file = url.searchParams.get('file') ?? '';
        if (!isPageFile(file)) return send(res, 400, { status: 'refused', message: 'not a page' });
        const loaded = loadPage(root, file);
        const status = { page: 200, missing: 404, broken: 422 }[loaded.status];
        return send(res, status, loaded);
      }
      if (route === 'collections' && req.method === 'GET')
        return send(res, 200, { collections: listCollections(root) });
      if (route === 'entry' && req.method === 'GET') {
        const loaded = loadEntry(
          root,
          url.searchParams.get('collection'),
          url.searchParams.get('id'),
        );
        return send(res, { entry: 200, missing: 404, broken: 422 }[loaded.status], loaded);
      }
      const writes = {
        save: savePage,
        entry: saveEntry,
        'delete-entry': deleteEntry,
        upload: uploadImage,
      } as const;
      if (Object.hasOwn(writes, route) && req.method === 'POST') {
        let body: unknown;
        try {
          body = await readBody(req);
        } catch {
          return send(res, 400, {
            status: 'refused',
            message: 'the request is not JSON under 10 MB',
          });
        }
        const result = await writes[route as keyof typeof writes](root, body);
        const status = { saved: 200, unchanged: 200, invalid: 422, conflict: 409, refused: 400 };
        return send(res, status[result.status], result);
      }
      send(res, 404, { status: 'refused', message: `no ${req.method} ${route}` });
    } catch (error) {
      if (error instanceof PathRefused)
        return send(res, 403, { status: 'refused', message: error.message });
      console.error(error);
      send(res, 500, { status: 'refused', message: `the edit server failed: ${String(error)}` });
    }
  };
}
