/**
 * What the service's parts agree on, so that each can be written and tested on its own: the
 * server (`cms/server/`: sessions, login, CSRF, the inbox) mounts the routes of
 * the drafts side (`cms/drafts-web/`: the editor on drafts, previews, publishing, history) and
 * the content API the editor talks to (scripts/lib/edit/contentApi.ts).
 *
 * The server does, before any route runs: finds the session (a route never sees a visitor who is
 * not logged in, unless it says `action: 'public'`), asks `may(user.role, route.action)` (403
 * otherwise), and for every POST checks the origin and the CSRF token (header `x-csrf-token` or
 * form field `_csrf`). A route only does its own work and answers with a Response.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Action, Role } from './roles.ts';

/** The signed-in person as a route sees them; cms/auth/users.ts keeps the rest of the account. */
export interface Account {
  name: string;
  role: Role;
}

/** A logged-in session (cms/auth/sessions.ts keeps them). */
export interface Session {
  /** The cookie's value: never stored. */
  id: string;
  user: string;
  csrf: string;
}

export interface CmsVariables {
  /** Null only on a public route. */
  user: Account | null;
  session: Session | null;
  /**
   * The session's CSRF token, for the forms a page writes (`<input type=hidden name=_csrf>`); before
   * login, the token of the login form's own cookie.
   */
  csrf: string;
  /** A POST's urlencoded form (at most 1 MB), read by the server; null for other bodies. */
  form: URLSearchParams | null;
}

export type CmsEnv = { Bindings: HttpBindings; Variables: CmsVariables };
export type CmsContext = Context<CmsEnv>;

export interface CmsRoute {
  /** A GET route also answers HEAD. OPTIONS is for a `crossOrigin` route's preflight. */
  method: 'GET' | 'POST' | 'OPTIONS';
  /** Hono's pattern: `/drafts/:name/publish`. */
  pattern: string;
  /** What the user's role must allow; 'public' for the login page and the forms' endpoint. */
  action: Action | 'public';
  handle(c: CmsContext): Response | Promise<Response>;
  /**
   * A public route other origins send to (the site's forms' endpoint): the server reads no body
   * and checks neither CSRF nor origin for it; the route does its own CORS.
   */
  crossOrigin?: boolean;
}

/** A page of the service's own interface, put in the shared layout by `page` (pageLayout.ts). */
export interface CmsPage {
  title: string;
  /** HTML, every outside value escaped by the route (`html` tagged template of html.ts). */
  body: string;
  status?: number;
}

/** A route: `handle` answers `method` at `pattern` for those whose role allows `action`. */
export const route = (
  method: CmsRoute['method'],
  pattern: string,
  action: CmsRoute['action'],
  handle: CmsRoute['handle'],
): CmsRoute => ({ method, pattern, action, handle });

/** A public endpoint other origins POST to, with its CORS preflight: `handle` answers both. */
export const crossOriginRoutes = (pattern: string, handle: CmsRoute['handle']): CmsRoute[] =>
  (['POST', 'OPTIONS'] as const).map((method) => ({
    method,
    pattern,
    action: 'public',
    crossOrigin: true,
    handle,
  }));
