/**
 * The service's HTTP core, on Hono: before any route runs, it sets the security headers, finds
 * the session, checks the role, and for a POST the origin, the body's size and the CSRF token.
 * Routes from every part are mounted on it and only do their own work. Only the routes mounted
 * here exist: any other address is a 404 page, a known address with another method a 405.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { may, type Action } from '../http/roles.ts';
import {
  cookieName,
  CSRF_HEADER,
  readCookie,
  sameSecret,
  type Sessions,
} from '../auth/sessions.ts';
import { findUser } from '../auth/users.ts';
import type { CmsContext, CmsEnv, CmsRoute } from '../http/env.ts';
import { documentOf, seenOf } from '../http/pageLayout.ts';
import { SECURITY_HEADERS } from '../http/headers.ts';
import { html } from '../http/html.ts';
import { uiText } from './interfaceText.ts';

export interface CoreOptions {
  usersFile: string;
  /** The public origin; without it, the request's own Host is the origin POSTs must come from. */
  origin?: string | undefined;
  secure: boolean;
  sessions: Sessions;
  log?: (message: string, error: unknown) => void;
}

/** The largest form the service reads: far above any form of its pages, far below harm. */
export const FORM_LIMIT = 1024 * 1024;

/** Before login there is no session: the login form's token is a cookie it must echo. */
export const preCookieName = (secure: boolean) => (secure ? '__Host-cms_pre' : 'cms_pre');

/** A same-origin path to go to after login, or `/`: never another host (an open redirect). */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.length > 2000) return '/';
  // A backslash or a control character: browsers read `/\host` and `/\thost` as another host.
  if ([...next].some((c) => c === '\\' || c < ' ' || c === '\u007f') || next.startsWith('//'))
    return '/';
  try {
    const url = new URL(next, 'http://cms.invalid');
    if (url.origin !== 'http://cms.invalid') return '/';
    // `/..//evil.test` resolves to `//evil.test`: a path that a browser reads as another host.
    const path = url.pathname + url.search;
    return path.startsWith('//') || path.startsWith('/\\') ? '/' : path;
  } catch {
    return '/';
  }
}

export function errorPage(c: CmsContext, status: number, title: string, text: string) {
  const body = html`<h1>${title}</h1>
    <p>${text}</p>
    <p><a href="/">${uiText.errors.back}</a></p>`;
  return c.html(documentOf(seenOf(c), { title, body: body.text }), status as ContentfulStatusCode);
}

export function createCore(options: CoreOptions) {
  const { sessions } = options;
  const log = options.log ?? ((message, error) => console.error(`cms: ${message}`, error));
  const app = new Hono<CmsEnv>();

  const expectedOrigin = (c: CmsContext) =>
    options.origin ?? `http${options.secure ? 's' : ''}://${c.req.header('host') ?? ''}`;

  function sameOrigin(c: CmsContext): boolean {
    const origin = c.req.header('origin');
    if (origin) return origin === expectedOrigin(c);
    const referer = c.req.header('referer');
    if (!referer) return false;
    try {
      return new URL(referer).origin === expectedOrigin(c);
    } catch {
      return false;
    }
  }

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    if (options.secure) c.res.headers.set('strict-transport-security', 'max-age=31536000');
  });

  // A known address asked with another method (the table of methods is read at the first request,
  // when every route is mounted).
  app.use(
    '*',
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => {
        c.header('allow', methods.join(', '));
        return errorPage(c, 405, uiText.errors.method, uiText.errors.methodText);
      },
    }),
  );
  app.notFound((c) => errorPage(c, 404, uiText.errors.notFound, uiText.errors.notFoundText));
  app.onError((error, c) => {
    log(`${c.req.method} ${c.req.path.slice(0, 200)} failed`, error);
    return c.text(uiText.errors.server, 500);
  });

  // The session, re-reading the account: a removed account, a changed role or password counts now.
  app.use('*', async (c, next) => {
    const cookie = c.req.header('cookie');
    const session = await sessions.get(readCookie(cookie, cookieName(options.secure)), (name) =>
      findUser(options.usersFile, name),
    );
    c.set('session', session ?? null);
    c.set('user', session?.account ?? null);
    c.set('form', null);
    let csrf = session?.csrf ?? readCookie(cookie, preCookieName(options.secure)) ?? '';
    if (!session && !csrf && c.req.method === 'GET') {
      // A visitor without a session gets the token its login form will echo.
      csrf = randomBytes(32).toString('base64url');
      c.header(
        'set-cookie',
        `${preCookieName(options.secure)}=${csrf}; Path=/; HttpOnly; SameSite=Strict${options.secure ? '; Secure' : ''}`,
        { append: true },
      );
    }
    c.set('csrf', csrf);
    await next();
  });

  const readForm = bodyLimit({
    maxSize: FORM_LIMIT,
    onError: (c) => {
      c.header('connection', 'close');
      return errorPage(c as CmsContext, 413, uiText.errors.tooLarge, uiText.errors.tooLarge);
    },
  });

  /**
   * The checks of one action, as middleware: logged in, allowed, and for anything but GET the
   * service's own origin and the CSRF token (header, or the urlencoded form's `_csrf`, or for a
   * multipart upload `?_csrf=` in its action, which the same-origin Referrer-Policy keeps here).
   */
  const allow =
    (action: Action | 'public'): MiddlewareHandler<CmsEnv> =>
    async (c, next) => {
      const user = c.get('user');
      if (action !== 'public') {
        if (!user) {
          const next = safeNext(c.req.path + new URL(c.req.url).search);
          return c.redirect(
            next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`,
            303,
          );
        }
        if (!may(user.role, action))
          return errorPage(c, 403, uiText.errors.forbidden, uiText.errors.forbiddenText);
      }
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
      if (!sameOrigin(c)) return errorPage(c, 403, uiText.errors.forbidden, uiText.errors.csrf);
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      let form: URLSearchParams | null = null;
      if (type === 'application/x-www-form-urlencoded') {
        const limited = await readForm(c, async () => {
          try {
            // URLSearchParams never throws: bad escapes stay as sent, lone surrogates become U+FFFD.
            form = new URLSearchParams(await c.req.text());
          } catch {
            form = null;
          }
        });
        if (limited) return limited;
        if (!form) return errorPage(c, 400, uiText.errors.badRequest, uiText.errors.badRequest);
        c.set('form', form);
      }
      const sent =
        c.req.header(CSRF_HEADER) ??
        (form
          ? (form as URLSearchParams).get('_csrf')
          : new URL(c.req.url).searchParams.get('_csrf'));
      if (!sameSecret(c.get('csrf'), sent))
        return errorPage(c, 403, uiText.errors.forbidden, uiText.errors.csrf);
      return next();
    };

  return {
    app,
    allow,
    /** Adds routes; a GET route answers HEAD too. */
    mount(routes: readonly CmsRoute[]) {
      for (const route of routes) {
        if (route.crossOrigin) app.on(route.method, route.pattern, (c) => route.handle(c));
        else app.on(route.method, route.pattern, allow(route.action), (c) => route.handle(c));
      }
    },
    /**
     * Mounts another Hono app (the editor and its content API) behind the checks of `action` on
     * every address `addresses` claims; any other address passes by it to the 404 page.
     */
    mountApp(addresses: (pathname: string) => boolean, action: Action, sub: Hono<CmsEnv>) {
      const checks = allow(action);
      app.use('*', (c, next) => (addresses(c.req.path) ? checks(c, next) : next()));
      app.route('/', sub);
    },
  };
}

export type CmsCore = ReturnType<typeof createCore>;
