import type { IncomingHttpHeaders } from 'node:http';
import { originRefusal } from './guard.ts';

/**
 * Why a request to `npm run edit`'s server is refused, or null. Only the editor's own page may
 * call it (see originRefusal); a write must also carry this origin and a JSON body (a form on
 * another site can post, but not with that Origin or content type; browsers send Origin on every
 * POST). The API itself is contentApi.ts; the team service checks its session and CSRF instead.
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
