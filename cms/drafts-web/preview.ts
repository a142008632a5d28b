/**
 * Previews live on an origin of their own (a second port of the service, or a host name of its
 * own in deployment): the built site addresses everything from the root (/fr/…, /assets/…), so
 * it cannot sit under a path of the service. The service hands the login over with a token in
 * the link that works once and for a minute; the preview origin then sets a cookie of its own.
 * The session's id never appears in an address.
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { createStaticServer } from '../../scripts/lib/static-server.ts';

export interface PreviewGrant {
  user: string;
  /** The draft shown: an account's name, or MAIN for the published site. */
  draft: string;
}

export const MAIN = 'main';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const COOKIE = 'cms_preview';

const newId = () => randomBytes(32).toString('base64url');

/** Short-lived, single-use tokens, and the preview origin's sessions they open. */
export class PreviewPasses {
  private readonly tokens = new Map<string, PreviewGrant & { until: number }>();
  private readonly sessions = new Map<string, PreviewGrant & { until: number }>();

  constructor(
    private readonly tokenMs = 60_000,
    private readonly sessionMs = 8 * 3600_000,
    private readonly now: () => number = Date.now,
  ) {}

  issue(grant: PreviewGrant): string {
    this.sweep();
    const token = newId();
    this.tokens.set(token, { ...grant, until: this.now() + this.tokenMs });
    return token;
  }

  /** The grant of a token, once; null for an unknown, used or expired token. */
  redeem(token: unknown): PreviewGrant | null {
    if (typeof token !== 'string' || !TOKEN.test(token)) return null;
    const found = this.tokens.get(token);
    this.tokens.delete(token);
    if (!found || found.until < this.now()) return null;
    return { user: found.user, draft: found.draft };
  }

  open(grant: PreviewGrant): string {
    const id = newId();
    this.sessions.set(id, { ...grant, until: this.now() + this.sessionMs });
    return id;
  }

  session(cookieHeader: string | undefined): PreviewGrant | null {
    const id = cookieOf(cookieHeader, COOKIE);
    if (!id || !TOKEN.test(id)) return null;
    const found = this.sessions.get(id);
    if (!found || found.until < this.now()) return null;
    return { user: found.user, draft: found.draft };
  }

  private sweep() {
    const now = this.now();
    for (const [k, v] of this.tokens) if (v.until < now) this.tokens.delete(k);
    for (const [k, v] of this.sessions) if (v.until < now) this.sessions.delete(k);
  }
}

function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return null;
}

/** A path of the site to land on after entering: one leading slash, nothing else. */
export function landing(to: unknown): string {
  if (typeof to !== 'string' || to.length > 512) return '/';
  return /^\/(?![/\\])[A-Za-z0-9\-._~/%]*$/.test(to) && !/(^|\/)\.\.?(\/|$)/.test(to) ? to : '/';
}

function plain(res: http.ServerResponse, status: number, text: string) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

export interface PreviewSite {
  passes: PreviewPasses;
  /** The folder of the build on show for a draft, or null while there is none. */
  folderOf(draft: string): Promise<string | null>;
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
      const grant = site.passes.redeem(url.searchParams.get('token'));
      if (!grant)
        return plain(
          res,
          403,
          'This preview link was already used or is too old. Open the preview again from the Drafts page.',
        );
      const id = site.passes.open(grant);
      res.writeHead(303, {
        'Set-Cookie': `${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${site.secure ? '; Secure' : ''}`,
        Location: landing(url.searchParams.get('to')),
        'Cache-Control': 'no-store',
      });
      return res.end();
    }
    const grant = site.passes.session(req.headers.cookie);
    if (!grant)
      return plain(
        res,
        403,
        'Previews are for the team: open one from the Drafts page after logging in.',
      );
    const folder = await site.folderOf(grant.draft);
    if (!folder)
      return plain(
        res,
        503,
        'This draft has no preview yet: it is being built. Reload in a minute.',
      );
    res.setHeader('X-Robots-Tag', 'noindex');
    serve(folder)(req, res);
  };
}
