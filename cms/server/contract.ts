/**
 * What the service's parts agree on, so that each can be written and tested on its own: the
 * server (`cms/server/`: sessions, login, CSRF, the page frame, the inbox) mounts routes from
 * other parts (`cms/drafts-web/`: the editor on drafts, previews, publishing, history).
 *
 * The server does, before any route runs: finds the session (a route never sees a visitor who is
 * not logged in, unless it says `action: 'public'`), asks `may(user.role, route.action)` (403
 * otherwise), checks the CSRF token of every POST (header `x-csrf-token` or form field `_csrf`),
 * and refuses other origins. A route only does its own work.
 *
 * Addresses: the server answers `/`, `/login`, `/logout`, `/inbox`, `/people`, `/leads` and its
 * stylesheet; the drafts side answers `/drafts`, `/history`, `/preview/…` and `/edit` (the
 * person's visual editor), and is mounted last with a catch-all `/*` that sends every other
 * address to that person's editor (its modules, its API under `/__edit/api/`). A new page of
 * the service takes a prefix of its own here, so that it never lands in the editor.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Action } from '../auth/roles.ts';
import type { User } from '../auth/users.ts';

export interface CmsRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The `:name` parts of the route's pattern, decoded. */
  params: Readonly<Record<string, string>>;
  /** Null only on a public route. */
  user: User | null;
  /**
   * The session's CSRF token, for the forms a page writes (`<input type=hidden name=_csrf>`). A
   * form whose body is not urlencoded (a multipart upload) puts it in its action: `?_csrf=…`.
   */
  csrf: string;
  /**
   * A POST's urlencoded form (at most 1 MB), read by the server; null for other bodies, which
   * the route reads itself (an upload, JSON).
   */
  form: URLSearchParams | null;
}

export interface CmsRoute {
  /** A GET route also answers HEAD. OPTIONS is for a `crossOrigin` route's preflight. */
  method: 'GET' | 'POST' | 'OPTIONS';
  /** `/drafts/:name/publish`; a trailing `/*` matches the rest of the path as `params['*']`. */
  pattern: string;
  /** What the user's role must allow; 'public' for the login page and the forms' endpoint. */
  action: Action | 'public';
  handle(request: CmsRequest): Promise<void> | void;
  /**
   * A GET route may also take a WebSocket (an HTTP upgrade request) on its address. The server
   * checks the upgrade as it checks a POST: the session, the role, and an `Origin` that must be
   * the service's own (browsers send it on every WebSocket; the CSRF token cannot be sent on
   * one). Without `upgrade`, an upgrade request to the address is refused.
   */
  upgrade?(request: CmsUpgrade): Promise<void> | void;
  /**
   * A public route other origins send to (the site's forms' endpoint): the server reads no body
   * and checks neither CSRF nor origin for it; the route does its own CORS.
   */
  crossOrigin?: boolean;
}

/** An upgrade request that passed the server's checks: the route answers on the socket itself. */
export interface CmsUpgrade {
  req: IncomingMessage;
  socket: Duplex;
  /** What the browser sent after the request's headers (usually nothing). */
  head: Buffer;
  url: URL;
  params: Readonly<Record<string, string>>;
  user: User;
}

/**
 * A page of the service's own interface, put in the shared frame (header, navigation) by
 * `sendPage` of `cms/server/frame.ts`.
 */
export interface CmsPage {
  title: string;
  /** HTML, every outside value escaped by the route (`html` tagged template of `cms/server/html.ts`). */
  body: string;
  status?: number;
}
