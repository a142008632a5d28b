/**
 * Logged-in sessions of the CMS, kept in its database (embedded or PostgreSQL, the same
 * migrations): a restart logs no one out, and two instances behind one proxy share them. A
 * session is a random 256-bit id in an HttpOnly, SameSite=Strict cookie (`__Host-` prefixed and
 * Secure when the service is reached over HTTPS); the table keeps only its SHA-256, so a copy of
 * the database opens no session. Each session carries its own CSRF token.
 *
 * A session remembers the account as it was at login (a stamp of its name, role and password
 * hash): when the account is removed, its role changes or its password is changed (`npm run cms
 * -- user passwd NAME`, from another process that cannot reach this one), the next request finds
 * the stamp changed and ends the session.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Sql } from '../db/sql.ts';
import type { Session } from '../http/env.ts';
import type { User } from './users.ts';

export type { Session };

/** Idle for this long, a session ends; and after this long, whatever its use. */
export const IDLE_MS = 2 * 60 * 60 * 1000;
export const LIFETIME_MS = 12 * 60 * 60 * 1000;
/** `seen` is written at most this often: a page of the editor asks for dozens of files. */
const SEEN_EVERY_MS = 60_000;

export const CSRF_HEADER = 'x-csrf-token';

export const newToken = () => randomBytes(32).toString('base64url');
export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** What a session remembers of its account: any change to name, role or password changes it. */
export const accountStamp = (user: Pick<User, 'name' | 'role' | 'hash'>) =>
  hashOf(`${user.name}\n${user.role}\n${user.hash}`).slice(0, 32);

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface Row {
  user_name: string;
  account: string;
  csrf: string;
  created_at: Date | string;
  seen_at: Date | string;
}

const ms = (value: Date | string) => new Date(value).getTime();

export class Sessions {
  constructor(
    private readonly db: Sql,
    private readonly now: () => number = Date.now,
  ) {}

  async start(user: User): Promise<Session> {
    const at = new Date(this.now());
    const session = { id: newToken(), user: user.name, csrf: newToken() };
    await this.db.query(
      'INSERT INTO sessions (id_hash, user_name, account, csrf, created_at, seen_at) VALUES ($1, $2, $3, $4, $5, $5)',
      [hashOf(session.id), user.name, accountStamp(user), session.csrf, at],
    );
    return session;
  }

  /**
   * The live session of a cookie value whose account (as read now) is still the one that logged
   * in; undefined for anything else, and a session found stale or orphaned is deleted.
   */
  async get(
    id: string | undefined,
    accountOf: (name: string) => User | undefined,
  ): Promise<(Session & { account: User }) | undefined> {
    if (!id || !TOKEN.test(id)) return undefined;
    const key = hashOf(id);
    const [row] = await this.db.query<Row>(
      'SELECT user_name, account, csrf, created_at, seen_at FROM sessions WHERE id_hash = $1',
      [key],
    );
    if (!row) return undefined;
    const at = this.now();
    const account = accountOf(row.user_name);
    if (
      at - ms(row.seen_at) > IDLE_MS ||
      at - ms(row.created_at) > LIFETIME_MS ||
      !account ||
      accountStamp(account) !== row.account
    ) {
      await this.end(id);
      return undefined;
    }
    if (at - ms(row.seen_at) > SEEN_EVERY_MS)
      await this.db.query('UPDATE sessions SET seen_at = $2 WHERE id_hash = $1', [
        key,
        new Date(at),
      ]);
    return { id, user: row.user_name, csrf: row.csrf, account };
  }

  async end(id: string | undefined) {
    if (id && TOKEN.test(id))
      await this.db.query('DELETE FROM sessions WHERE id_hash = $1', [hashOf(id)]);
  }

  /** Sessions past their time: deleted now and then, so the table holds only live ones. */
  async sweep() {
    const at = this.now();
    await this.db.query('DELETE FROM sessions WHERE seen_at < $1 OR created_at < $2', [
      new Date(at - IDLE_MS),
      new Date(at - LIFETIME_MS),
    ]);
  }
}

/** Compares in constant time: a byte-by-byte early exit would tell an attacker how close he is. */
export function sameSecret(expected: string, sent: unknown): boolean {
  if (typeof sent !== 'string' || expected === '') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const cookieName = (secure: boolean) => (secure ? '__Host-cms_session' : 'cms_session');

export function sessionCookie(id: string, secure: boolean): string {
  return [
    `${cookieName(secure)}=${id}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${Math.floor(LIFETIME_MS / 1000)}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export const endedCookie = (secure: boolean) =>
  `${cookieName(secure)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;

/**
 * One cookie's value from a Cookie header, or undefined. Any header a browser or an attacker can
 * send is read without throwing: only a value of the session id's own alphabet is returned.
 */
export function readCookie(header: unknown, name: string): string | undefined {
  if (typeof header !== 'string' || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
  }
  return undefined;
}
