/**
 * The service's HTTP core: before any route runs, it sets the security headers, finds the
 * session, checks the role, and for a POST the origin, the body's size and the CSRF token. Routes
 * from every part are mounted on it and only do their own work.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { may } from '../auth/roles.ts';
import { csrfMatches, readCookie, Sessions, type Session } from '../auth/sessions.ts';
import { findUser, type User } from '../auth/users.ts';
import { BodyTooLarge, isUrlEncoded, readForm } from './body.ts';
import type { CmsRequest, CmsRoute, CmsUpgrade } from './contract.ts';
import { documentOf, redirect, sendHtml } from './frame.ts';
import { setSecurityHeaders } from './headers.ts';
import { html } from './html.ts';
import { Router } from './router.ts';
import { refuseOnSocket } from './socket.ts';
import { words } from './words.ts';
import { cookieName } from '../auth/sessions.ts';

export interface CoreOptions {
  usersFile: string;
  /** The public origin; without it, the request's own Host is the origin POSTs must come from. */
  origin?: string | undefined;
  secure: boolean;
  sessions?: Sessions;
  log?: (message: string, error: unknown) => void;
}

/** Before login there is no session: the login form's token is a cookie it must echo. */
export const preCookieName = (secure: boolean) => (secure ? '__Host-cms_pre' : 'cms_pre');

const sameBytes = (a: string, b: unknown) =>
  typeof b === 'string' &&
  Buffer.byteLength(a) === Buffer.byteLength(b) &&
  timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A same-origin path to go to after login, or `/`: never another host (an open redirect). */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.length > 2000) return '/';
  // A backslash or a control character: browsers read `/\host` and `/\thost` as another host.
  if ([...next].some((c) => c === '\\' || c < ' ' || c === '\u007f') || next.startsWith('//'))
    return '/';
  try {
    const url = new URL(next, 'http://cms.invalid');
    if (url.origin !== 'http://cms.invalid') return '/';
    return url.pathname + url.search;
  } catch {
    return '/';
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function createCore(options: CoreOptions) {
  const sessions = options.sessions ?? new Sessions();
  const router = new Router();
  const log = options.log ?? ((message, error) => console.error(`cms: ${message}`, error));

  function errorPage(
    req: { res: ServerResponse; url: URL; user: User | null; csrf: string },
    status: number,
    title: string,
    text: string,
  ) {
    if (req.res.headersSent) return void req.res.end();
    const body = html`<h1>${title}</h1>
      <p>${text}</p>
      <p><a href="/">${words.errors.back}</a></p>`;
    sendHtml(req.res, status, documentOf(req, { title, body: body.text }));
  }

  function sameOrigin(req: IncomingMessage): boolean {
    const expected =
      options.origin ?? `http${options.secure ? 's' : ''}://${req.headers.host ?? ''}`;
    const origin = firstHeader(req.headers.origin);
    if (origin) return origin === expected;
    const referer = firstHeader(req.headers.referer);
    if (!referer) return false;
    try {
      return new URL(referer).origin === expected;
    } catch {
      return false;
    }
  }

  function sessionOf(cookie: string | undefined): {
    session: Session | undefined;
    user: User | null;
  } {
    let session: Session | undefined = sessions.get(readCookie(cookie, cookieName(options.secure)));
    // The account is read again on every request: a removed account or a changed role counts now.
    const account = session ? findUser(options.usersFile, session.user) : undefined;
    if (session && (!account || account.role !== session.role)) {
      sessions.end(session.id);
      session = undefined;
    }
    return { session, user: session ? (account ?? null) : null };
  }

  /**
   * A WebSocket's upgrade request, checked as a POST is: a logged-in account whose role may do
   * the route's action, and the service's own Origin (a page of another site can open a
   * WebSocket to any address, with the person's cookies when they are not SameSite=Strict).
   * Refusals are a plain HTTP answer on the socket, which is then closed.
   */
  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // A socket that errs (the browser went away) must not end the process.
    socket.on('error', () => socket.destroy());
    const refuse = (status: number) => refuseOnSocket(socket, status);
    let url: URL;
    try {
      if (!(req.url ?? '').startsWith('/')) throw new Error('not a path');
      url = new URL(req.url ?? '/', 'http://cms.invalid');
    } catch {
      return refuse(400);
    }
    if (req.method !== 'GET') return refuse(405);
    const { found } = router.match('GET', url.pathname);
    const route = found?.route;
    if (!found || !route?.upgrade || route.crossOrigin) return refuse(404);
    // Only people who logged in ever hold a WebSocket of the service.
    const { user } = sessionOf(firstHeader(req.headers.cookie));
    if (!user) return refuse(401);
    if (route.action !== 'public' && !may(user.role, route.action)) return refuse(403);
    if (firstHeader(req.headers.origin) === undefined || !sameOrigin(req)) return refuse(403);
    const request: CmsUpgrade = { req, socket, head, url, params: found.params, user };
    await route.upgrade(request);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    setSecurityHeaders(res, options.secure);
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://cms.invalid');
      if (!(req.url ?? '').startsWith('/')) throw new Error('not a path');
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      return void res.end(words.errors.badRequest);
    }
    const method = req.method ?? 'GET';

    const cookie = firstHeader(req.headers.cookie);
    const { session, user } = sessionOf(cookie);
    let csrf = session?.csrf ?? readCookie(cookie, preCookieName(options.secure)) ?? '';
    const base = { res, url, user, csrf };

    const { found, allowed } = router.match(method, url.pathname);
    if (!found) {
      if (allowed.length) {
        res.setHeader('allow', [...new Set(allowed)].join(', '));
        return errorPage(base, 405, words.errors.method, words.errors.methodText);
      }
      return errorPage(base, 404, words.errors.notFound, words.errors.notFoundText);
    }
    const { route, params } = found;
    const request: CmsRequest = { req, res, url, params, user, csrf, form: null };

    if (route.crossOrigin) return route.handle(request);

    if (route.action !== 'public') {
      if (!user) {
        const next = safeNext(url.pathname + url.search);
        return redirect(res, next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`);
      }
      if (!may(user.role, route.action))
        return errorPage(base, 403, words.errors.forbidden, words.errors.forbiddenText);
    }

    if (method === 'POST') {
      if (!sameOrigin(req)) return errorPage(base, 403, words.errors.forbidden, words.errors.csrf);
      if (isUrlEncoded(req)) {
        try {
          request.form = await readForm(req);
        } catch (error) {
          res.setHeader('connection', 'close');
          if (error instanceof BodyTooLarge)
            return errorPage(base, 413, words.errors.tooLarge, words.errors.tooLarge);
          return errorPage(base, 400, words.errors.badRequest, words.errors.badRequest);
        }
      }
      // A multipart form (an upload) cannot carry a header without a script: its token comes in
      // its action's query, which the same-origin Referrer-Policy keeps on this origin.
      const sent =
        firstHeader(req.headers['x-csrf-token']) ??
        (request.form ? request.form.get('_csrf') : url.searchParams.get('_csrf'));
      const ok = session ? csrfMatches(session, sent) : csrf !== '' && sameBytes(csrf, sent);
      if (!ok) return errorPage(base, 403, words.errors.forbidden, words.errors.csrf);
    } else if (!session && !csrf) {
      // A visitor without a session gets the token its login form will echo.
      csrf = request.csrf = randomBytes(32).toString('base64url');
      res.appendHeader(
        'set-cookie',
        `${preCookieName(options.secure)}=${csrf}; Path=/; HttpOnly; SameSite=Strict${options.secure ? '; Secure' : ''}`,
      );
    }

    await route.handle(request);
  }

  return {
    sessions,
    /** Adds routes; the first route whose pattern and method match a request answers it. */
    mount(routes: readonly CmsRoute[]) {
      router.add(routes);
    },
    /** The `upgrade` listener for the same server: WebSockets, checked as above. */
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
      return handleUpgrade(req, socket, head).catch((error: unknown) => {
        log(`upgrade ${req.url?.slice(0, 200)} failed`, error);
        socket.destroy();
      });
    },
    /** The request handler for `http.createServer`. */
    handler(req: IncomingMessage, res: ServerResponse): Promise<void> {
      return handle(req, res).catch((error: unknown) => {
        log(`${req.method} ${req.url?.slice(0, 200)} failed`, error);
        if (res.headersSent) return void res.destroy();
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(words.errors.server);
      });
    },
  };
}

export type CmsCore = ReturnType<typeof createCore>;
