/**
 * The checks a request passes before its route runs (createCore in app.ts puts them in front of
 * every route): logged in, allowed by the role, and for anything but GET the service's own
 * origin, a readable form within FORM_LIMIT, and the CSRF token.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CSRF_HEADER, sameSecret } from '../auth/sessions.ts';
import type { CmsContext, CmsEnv } from '../http/env.ts';
import { html } from '../http/html.ts';
import { titled } from '../http/pageLayout.ts';
import { may, type Action } from '../http/roles.ts';
import { uiText } from './interfaceText.ts';

/** The largest form the service reads: far above any form of its pages, far below harm. */
export const FORM_LIMIT = 1024 * 1024;

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

/** A refusal or failure as a page of the service, with the way back home. */
export const errorPage = (c: CmsContext, status: number, title: string, text: string) =>
  titled(
    c,
    title,
    html`<p>${text}</p>
      <p><a href="/">${uiText.errors.back}</a></p>`,
    status,
  );

export interface OriginOptions {
  /** The public origin; without it, the request's own Host is the origin POSTs must come from. */
  origin?: string | undefined;
  secure: boolean;
}

/** Whether a POST comes from the service's own pages: its Origin, else its Referer. */
function sameOrigin(options: OriginOptions, c: CmsContext): boolean {
  const expected =
    options.origin ?? `http${options.secure ? 's' : ''}://${c.req.header('host') ?? ''}`;
  const origin = c.req.header('origin');
  if (origin) return origin === expected;
  const referer = c.req.header('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === expected;
  } catch {
    return false;
  }
}

const readForm = bodyLimit({
  maxSize: FORM_LIMIT,
  onError: (c) => {
    c.header('connection', 'close');
    return errorPage(c as CmsContext, 413, uiText.errors.tooLarge, uiText.errors.tooLarge);
  },
});

/**
 * A POST's urlencoded form, kept for the route (`c.get('form')`); null for another type of body.
 * Answers with the error page instead when the form is too large or cannot be read.
 */
async function formOf(c: CmsContext): Promise<URLSearchParams | null | Response> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  let form: URLSearchParams | null = null;
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
  return form;
}

/** Sends a visitor who is not logged in to the login page, to come back here after it. */
function toLogin(c: CmsContext) {
  const next = safeNext(c.req.path + new URL(c.req.url).search);
  return c.redirect(next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`, 303);
}

/**
 * The checks of one action, as middleware: logged in, allowed, and for anything but GET the
 * service's own origin and the CSRF token (header, or the urlencoded form's `_csrf`, or for a
 * multipart upload `?_csrf=` in its action, which the same-origin Referrer-Policy keeps here).
 */
export const allowFor =
  (options: OriginOptions) =>
  (action: Action | 'public'): MiddlewareHandler<CmsEnv> =>
  async (c, next) => {
    const user = c.get('user');
    if (action !== 'public') {
      if (!user) return toLogin(c);
      if (!may(user.role, action))
        return errorPage(c, 403, uiText.errors.forbidden, uiText.errors.forbiddenText);
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (!sameOrigin(options, c))
      return errorPage(c, 403, uiText.errors.forbidden, uiText.errors.csrf);
    const form = await formOf(c);
    if (form instanceof Response) return form;
    const sent =
      c.req.header(CSRF_HEADER) ??
      (form ? form.get('_csrf') : new URL(c.req.url).searchParams.get('_csrf'));
    if (!sameSecret(c.get('csrf'), sent))
      return errorPage(c, 403, uiText.errors.forbidden, uiText.errors.csrf);
    return next();
  };
