import { checkPassword, hashPassword, MAX_PASSWORD } from '../auth/passwords.ts';
import type { LoginLimiter } from '../auth/rateLimit.ts';
import { endedCookie, sessionCookie, type Sessions } from '../auth/sessions.ts';
import { findUser, type User } from '../auth/users.ts';
import { safeNext } from './requestChecks.ts';
import { route, type CmsContext, type CmsRoute } from '../http/env.ts';
import { csrfField } from '../http/pageParts.ts';
import { page, redirect } from '../http/pageLayout.ts';
import { html } from '../http/html.ts';
import { uiText } from './interfaceText.ts';

export interface LoginOptions {
  usersFile: string;
  sessions: Sessions;
  limiter: LoginLimiter;
  secure: boolean;
  clientAddress: (c: CmsContext) => string;
  /** Runs after a login, unawaited: the drafts side makes the person's draft ready meanwhile. */
  onLogin?: (user: User) => void;
}

function loginPage(c: CmsContext, next: string, message: string | null, status = 200) {
  const alert = message ? html`<p class="alert" role="alert" id="login-error">${message}</p>` : '';
  const described = message ? html` aria-describedby="login-error"` : '';
  return page(c, {
    title: uiText.login.title,
    status,
    body: html`<h1>${uiText.login.title}</h1>
      ${alert}
      <form method="post" action="/login" class="stack">
        ${csrfField(c.get('csrf'))}
        <input type="hidden" name="next" value="${next}" />
        <p>
          <label for="name">${uiText.login.name}</label>
          <input
            id="name"
            name="name"
            autocomplete="username"
            required
            maxlength="32"
            autocapitalize="none"
            spellcheck="false"
            ${described}
          />
        </p>
        <p>
          <label for="password">${uiText.login.password}</label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
            maxlength="${MAX_PASSWORD}"
            ${described}
          />
        </p>
        <p><button type="submit">${uiText.login.submit}</button></p>
      </form>`.text,
  });
}

// A wrong name costs as much time as a wrong password: the answer's delay names no account.
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('not-a-password-of-anyone'));

function showLogin(c: CmsContext) {
  const next = safeNext(c.req.query('next'));
  if (c.get('user')) return redirect(c, next);
  return loginPage(c, next, null);
}

async function logIn(options: LoginOptions, c: CmsContext) {
  const { limiter } = options;
  const form = c.get('form') ?? new URLSearchParams();
  const name = (form.get('name') ?? '').trim().toLowerCase().slice(0, 64);
  const password = form.get('password') ?? '';
  const next = safeNext(form.get('next'));
  const attempt = { account: name, address: options.clientAddress(c) };
  const wait = limiter.waitFor(attempt);
  if (wait > 0) {
    c.header('retry-after', String(Math.ceil(wait / 1000)));
    return loginPage(c, next, uiText.login.lockedOut(Math.ceil(wait / 60_000)), 429);
  }
  const user = findUser(options.usersFile, name);
  const ok = user
    ? await checkPassword(user.hash, password)
    : (await checkPassword(await decoyHash(), password)) && false;
  if (!user || !ok) {
    limiter.failed(attempt);
    return loginPage(c, next, uiText.login.wrong, 401);
  }
  limiter.succeeded(attempt);
  const session = await options.sessions.start(user);
  options.onLogin?.(user);
  c.header('set-cookie', sessionCookie(session.id, options.secure), { append: true });
  return redirect(c, next);
}

async function logOut(options: LoginOptions, c: CmsContext) {
  // Its previews end with it: their tokens are tied to the session (ON DELETE CASCADE).
  await options.sessions.end(c.get('session')?.id);
  c.header('set-cookie', endedCookie(options.secure), { append: true });
  return redirect(c, '/login');
}

export function loginRoutes(options: LoginOptions): CmsRoute[] {
  return [
    route('GET', '/login', 'public', showLogin),
    route('POST', '/login', 'public', (c) => logIn(options, c)),
    route('POST', '/logout', 'read', (c) => logOut(options, c)),
  ];
}
