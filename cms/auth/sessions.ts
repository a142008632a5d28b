/**
 * Logged-in sessions of the CMS. A session is a random 256-bit id in an HttpOnly, SameSite=Strict
 * cookie (`__Host-` prefixed and Secure when the service is reached over HTTPS, so no other
 * subdomain or plain-HTTP page can set or read it), held in the server's memory: a restart logs
 * everyone out, which a team of a few people can live with. Each session carries its own CSRF
 * token, which every request that changes something must echo in a header.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Role } from './roles.ts';

export interface Session {
  id: string;
  user: string;
  role: Role;
  csrf: string;
  created: number;
  seen: number;
}

/** Idle for this long, a session ends; and after this long, whatever its use. */
export const IDLE_MS = 2 * 60 * 60 * 1000;
export const LIFETIME_MS = 12 * 60 * 60 * 1000;

export const CSRF_HEADER = 'x-csrf-token';

const token = () => randomBytes(32).toString('base64url');

export class Sessions {
  private readonly all = new Map<string, Session>();
  constructor(private readonly now: () => number = Date.now) {}

  start(user: string, role: Role): Session {
    const at = this.now();
    const session = { id: token(), user, role, csrf: token(), created: at, seen: at };
    this.all.set(session.id, session);
    return session;
  }

  /** The live session of a cookie value, refreshed; undefined for anything else. */
  get(id: string | undefined): Session | undefined {
    if (!id) return undefined;
    const session = this.all.get(id);
    if (!session) return undefined;
    const at = this.now();
    if (at - session.seen > IDLE_MS || at - session.created > LIFETIME_MS) {
      this.all.delete(id);
      return undefined;
    }
    session.seen = at;
    return session;
  }

  end(id: string | undefined) {
    if (id) this.all.delete(id);
  }

  /** Ends every session of an account (its password or role changed, or it was removed). */
  endAllOf(user: string) {
    for (const [id, s] of this.all) if (s.user === user) this.all.delete(id);
  }
}

/** Compares in constant time: a byte-by-byte early exit would tell an attacker how close he is. */
export function csrfMatches(session: Session, sent: unknown): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(session.csrf);
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
