/**
 * Previews live on an origin of their own (a second port of the service, or a host name of its
 * own in deployment): the built site addresses everything from the root (/fr/…, /assets/…), so
 * it cannot sit under a path of the service. The service hands the login over with a token in
 * the link that works once and for a minute; the preview origin then sets a cookie of its own.
 *
 * Both are kept in the database and tied to the service's session that asked for them: logging
 * out, the session's end, the account's removal or a new password end the preview too, and on
 * every request the account must still be the draft's owner or a publisher. The session's id
 * never appears in an address; only hashes of the tokens are stored.
 */
import type http from 'node:http';
import { may } from '../auth/roles.ts';
import {
  accountStamp,
  hashOf,
  IDLE_MS,
  LIFETIME_MS,
  newToken,
  readCookie,
} from '../auth/sessions.ts';
import type { User } from '../auth/users.ts';
import type { Sql } from '../db/sql.ts';
import { createStaticServer } from '../../scripts/lib/staticServer.ts';
import { BANNER_PATH, BANNER_SCRIPT, STATUS_PATH, type PreviewStatus } from './previewBanner.ts';

export interface PreviewGrant {
  user: string;
  /** The draft shown: an account's name, or MAIN for the published site. */
  draft: string;
}

export const MAIN = 'main';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const COOKIE = 'cms_preview';

/** Who may see a draft's preview: its owner and publishers; the published site, anyone. */
export const mayPreview = (user: User, draft: string) =>
  draft === MAIN || draft === user.name || may(user.role, 'publish');

interface PassRow {
  draft: string;
  user_name: string;
  account: string;
  created_at: Date | string;
  seen_at: Date | string;
}

const ms = (value: Date | string) => new Date(value).getTime();

/** Single-use, short-lived tokens, and the preview origin's cookies they open. */
export class PreviewPasses {
  constructor(
    private readonly db: Sql,
    private readonly accountOf: (name: string) => User | undefined,
    private readonly tokenMs = 60_000,
    private readonly cookieMs = 8 * 3600_000,
    private readonly now: () => number = Date.now,
  ) {}

  private async add(kind: 'token' | 'cookie', sessionId: string, draft: string, ms: number) {
    const id = newToken();
    await this.db.query(
      'INSERT INTO preview_passes (id_hash, kind, session_hash, draft, until) VALUES ($1, $2, $3, $4, $5)',
      [hashOf(id), kind, hashOf(sessionId), draft, new Date(this.now() + ms)],
    );
    return id;
  }

  /** A token for the service's session `sessionId` to see `draft`. */
  async issue(sessionId: string, draft: string): Promise<string> {
    await this.db.query('DELETE FROM preview_passes WHERE until < $1', [new Date(this.now())]);
    return this.add('token', sessionId, draft, this.tokenMs);
  }

  /** The pass behind `id` when its session and account still stand and may see its draft. */
  private async find(kind: 'token' | 'cookie', id: unknown) {
    if (typeof id !== 'string' || !TOKEN.test(id)) return null;
    const [row] = await this.db.query<PassRow & { session_hash: string }>(
      `SELECT p.draft, p.session_hash, s.user_name, s.account, s.created_at, s.seen_at
         FROM preview_passes p JOIN sessions s ON s.id_hash = p.session_hash
        WHERE p.id_hash = $1 AND p.kind = $2 AND p.until > $3`,
      [hashOf(id), kind, new Date(this.now())],
    );
    if (!row) return null;
    const at = this.now();
    const user = this.accountOf(row.user_name);
    if (
      !user ||
      accountStamp(user) !== row.account ||
      at - ms(row.seen_at) > IDLE_MS ||
      at - ms(row.created_at) > LIFETIME_MS ||
      !mayPreview(user, row.draft)
    )
      return null;
    return { grant: { user: user.name, draft: row.draft }, sessionHash: row.session_hash };
  }

  /** Trades a token (once) for the preview origin's cookie; null for a token that is no more. */
  async redeem(token: unknown): Promise<{ cookie: string; grant: PreviewGrant } | null> {
    const found = await this.find('token', token);
    if (typeof token === 'string')
      await this.db.query('DELETE FROM preview_passes WHERE id_hash = $1', [hashOf(token)]);
    if (!found) return null;
    const cookie = newToken();
    await this.db.query(
      'INSERT INTO preview_passes (id_hash, kind, session_hash, draft, until) VALUES ($1, $2, $3, $4, $5)',
      [
        hashOf(cookie),
        'cookie',
        found.sessionHash,
        found.grant.draft,
        new Date(this.now() + this.cookieMs),
      ],
    );
    return { cookie, grant: found.grant };
  }

  /** The grant of the preview origin's cookie, checked anew on every request. */
  async session(cookieHeader: string | undefined): Promise<PreviewGrant | null> {
    return (await this.find('cookie', readCookie(cookieHeader, COOKIE)))?.grant ?? null;
  }
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
      const entered = await site.passes.redeem(url.searchParams.get('token'));
      if (!entered)
        return plain(
          res,
          403,
          'This preview link was already used or is too old. Open the preview again from the Drafts page.',
        );
      res.writeHead(303, {
        'Set-Cookie': `${COOKIE}=${entered.cookie}; Path=/; HttpOnly; SameSite=Lax${site.secure ? '; Secure' : ''}`,
        Location: landing(url.searchParams.get('to')),
        'Cache-Control': 'no-store',
      });
      return res.end();
    }
    const grant = await site.passes.session(req.headers.cookie);
    if (!grant)
      return plain(
        res,
        403,
        'Previews are for the team: open one from the Drafts page after logging in.',
      );
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
