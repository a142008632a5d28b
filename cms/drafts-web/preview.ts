/**
 * The preview origin's requests: a token from the service (previewTokens.ts) traded for the
 * origin's cookie, then the draft's build on show, its banner and the banner's status.
 */
import type http from 'node:http';
import { createStaticServer } from '../../scripts/lib/staticServer.ts';
import { BANNER_PATH, BANNER_SCRIPT, STATUS_PATH, type PreviewStatus } from './previewBanner.ts';
import { COOKIE, type PreviewTokens } from './previewTokens.ts';

/** A path of the site to land on after entering: one leading slash, nothing else. */
export function landing(to: unknown): string {
  if (typeof to !== 'string' || to.length > 512) return '/';
  return /^\/(?![/\\])[A-Za-z0-9\-._~/%]*$/.test(to) && !/(^|\/)\.\.?(\/|$)/.test(to) ? to : '/';
}

/** Why the preview origin shows no page. */
const REFUSED = {
  used: 'This preview link was already used or is too old. Open the preview again from the Drafts page.',
  outsider: 'Previews are for the team: open one from the Drafts page after logging in.',
  building: 'This draft has no preview yet: it is being built. Reload in a minute.',
};

function plain(res: http.ServerResponse, status: number, text: string) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

export interface PreviewSite {
  tokens: PreviewTokens;
  /** The folder of the build on show for a draft, or null while there is none. */
  folderOf(draft: string): Promise<string | null>;
  /** What is on show for a draft and whether a newer build is on its way (the banner's). */
  statusOf(draft: string): Promise<PreviewStatus>;
  secure: boolean;
}

/** The preview origin's request handler. */
export function previewHandler(site: PreviewSite) {
  type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
  const servers = new Map<string, Handler>();
  const serve = (dir: string): Handler => {
    let handler = servers.get(dir);
    if (!handler) {
      // The production server's rules (clean addresses, 404 page, headers), without listening.
      handler = createStaticServer(dir).listeners('request')[0] as Handler;
      if (servers.size > 20) servers.clear();
      servers.set(dir, handler);
    }
    return handler;
  };
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://preview.invalid');
    if (url.pathname === '/__preview/enter') {
      const entered = await site.tokens.redeem(url.searchParams.get('token'));
      if (!entered) return plain(res, 403, REFUSED.used);
      res.writeHead(303, {
        'Set-Cookie': `${COOKIE}=${entered.cookie}; Path=/; HttpOnly; SameSite=Lax${site.secure ? '; Secure' : ''}`,
        Location: landing(url.searchParams.get('to')),
        'Cache-Control': 'no-store',
      });
      return res.end();
    }
    const grant = await site.tokens.session(req.headers.cookie);
    if (!grant) return plain(res, 403, REFUSED.outsider);
    if (url.pathname === BANNER_PATH) {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      return res.end(BANNER_SCRIPT);
    }
    if (url.pathname === STATUS_PATH) {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      return res.end(JSON.stringify(await site.statusOf(grant.draft)));
    }
    const folder = await site.folderOf(grant.draft);
    if (!folder) return plain(res, 503, REFUSED.building);
    res.setHeader('X-Robots-Tag', 'noindex');
    serve(folder)(req, res);
  };
}
