/**
 * The service's HTTP core, on Hono: before any route runs, it sets the security headers, finds
 * the session, checks the role, and for a POST the origin, the body's size and the CSRF token.
 * Routes from every part are mounted on it and only do their own work. Only the routes mounted
 * here exist: any other address is a 404 page, a known address with another method a 405.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { cookieName, readCookie, type Sessions } from '../auth/sessions.ts';
import { findUser } from '../auth/users.ts';
import type { CmsEnv, CmsRoute } from '../http/env.ts';
import { SECURITY_HEADERS } from '../http/headers.ts';
import type { Action } from '../http/roles.ts';
import { uiText } from './interfaceText.ts';
import { allowFor, errorPage, type OriginOptions } from './requestChecks.ts';

export { errorPage, FORM_LIMIT, safeNext } from './requestChecks.ts';

export interface CoreOptions extends OriginOptions {
  usersFile: string;
  sessions: Sessions;
  log?: (message: string, error: unknown) => void;
}

/** Before login there is no session: the login form's token is a cookie it must echo. */
export const preCookieName = (secure: boolean) => (secure ? '__Host-cms_pre' : 'cms_pre');

/** The service's headers on every answer that did not set its own. */
const securityHeaders =
  (secure: boolean): MiddlewareHandler<CmsEnv> =>
  async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    if (secure) c.res.headers.set('strict-transport-security', 'max-age=31536000');
  };

/** The answers of an unknown address (404), a known one's other method (405) and a failure. */
function addErrorPages(app: Hono<CmsEnv>, log: NonNullable<CoreOptions['log']>) {
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
}

/** The session, re-reading the account: a removed account, a changed role or password counts now. */
const findSession =
  ({ sessions, usersFile, secure }: CoreOptions): MiddlewareHandler<CmsEnv> =>
  async (c, next) => {
    const cookie = c.req.header('cookie');
    const session = await sessions.get(readCookie(cookie, cookieName(secure)), (name) =>
      findUser(usersFile, name),
    );
    c.set('session', session ?? null);
    c.set('user', session?.account ?? null);
    c.set('form', null);
    let csrf = session?.csrf ?? readCookie(cookie, preCookieName(secure)) ?? '';
    if (!session && !csrf && c.req.method === 'GET') {
      // A visitor without a session gets the token its login form will echo.
      csrf = randomBytes(32).toString('base64url');
      c.header(
        'set-cookie',
        `${preCookieName(secure)}=${csrf}; Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
        { append: true },
      );
    }
    c.set('csrf', csrf);
    await next();
  };

export function createCore(options: CoreOptions) {
  const log = options.log ?? ((message, error) => console.error(`cms: ${message}`, error));
  const app = new Hono<CmsEnv>();
  app.use('*', securityHeaders(options.secure));
  addErrorPages(app, log);
  app.use('*', findSession(options));
  const allow = allowFor(options);
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
