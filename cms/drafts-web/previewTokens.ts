/**
 * The tokens that open a preview. Previews live on an origin of their own (a second port of the service, or a host name of its
 * own in deployment): the built site addresses everything from the root (/fr/…, /assets/…), so
 * it cannot sit under a path of the service. The service hands the login over with a token in
 * the link that works once and for a minute; the preview origin then sets a cookie of its own.
 *
 * Both are kept in the database and tied to the service's session that asked for them: logging
 * out, the session's end, the account's removal or a new password end the preview too, and on
 * every request the account must still be the draft's owner or a publisher. The session's id
 * never appears in an address; only hashes of the tokens are stored.
 */
import { may } from '../http/roles.ts';
import {
  accountStamp,
  hashOf,
  IDLE_MS,
  LIFETIME_MS,
  newToken,
  readCookie,
} from '../auth/sessions.ts';
import type { Account } from '../http/env.ts';
import type { User } from '../auth/users.ts';
import type { Sql } from '../db/sql.ts';

export interface PreviewGrant {
  user: string;
  /** The draft shown: an account's name, or MAIN for the published site. */
  draft: string;
}

export const MAIN = 'main';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const COOKIE = 'cms_preview';

/** Who may see a draft's preview: its owner and publishers; the published site, anyone. */
export const mayPreview = (user: Account, draft: string) =>
  draft === MAIN || draft === user.name || may(user.role, 'publish');

interface TokenRow {
  draft: string;
  user_name: string;
  account: string;
  created_at: Date | string;
  seen_at: Date | string;
}

const ms = (value: Date | string) => new Date(value).getTime();

/** Single-use, short-lived tokens, and the preview origin's cookies they open. */
export class PreviewTokens {
  constructor(
    private readonly db: Sql,
    private readonly accountOf: (name: string) => User | undefined,
    private readonly tokenMs = 60_000,
    private readonly cookieMs = 8 * 3600_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new token or cookie of the session whose id hashes to `sessionHash`, for `ms`. */
  private async add(kind: 'token' | 'cookie', sessionHash: string, draft: string, ms: number) {
    const id = newToken();
    await this.db.query(
      'INSERT INTO preview_passes (id_hash, kind, session_hash, draft, until) VALUES ($1, $2, $3, $4, $5)',
      [hashOf(id), kind, sessionHash, draft, new Date(this.now() + ms)],
    );
    return id;
  }

  /** A token for the service's session `sessionId` to see `draft`. */
  async issue(sessionId: string, draft: string): Promise<string> {
    await this.db.query('DELETE FROM preview_passes WHERE until < $1', [new Date(this.now())]);
    return this.add('token', hashOf(sessionId), draft, this.tokenMs);
  }

  /** The token or cookie behind `id` when its session and account still stand and may see its draft. */
  private async find(kind: 'token' | 'cookie', id: unknown) {
    if (typeof id !== 'string' || !TOKEN.test(id)) return null;
    const [row] = await this.db.query<TokenRow & { session_hash: string }>(
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
    const cookie = await this.add('cookie', found.sessionHash, found.grant.draft, this.cookieMs);
    return { cookie, grant: found.grant };
  }

  /** The grant of the preview origin's cookie, checked anew on every request. */
  async session(cookieHeader: string | undefined): Promise<PreviewGrant | null> {
    return (await this.find('cookie', readCookie(cookieHeader, COOKIE)))?.grant ?? null;
  }
}
