import { checkPassword, hashPassword, MAX_PASSWORD } from '../auth/passwords.ts';
import type { LoginLimiter } from '../auth/rateLimit.ts';
import {
  cookieName,
  endedCookie,
  readCookie,
  sessionCookie,
  type Sessions,
} from '../auth/sessions.ts';
import { findUser } from '../auth/users.ts';
import { safeNext } from './app.ts';
import type { CmsRequest, CmsRoute } from './contract.ts';
import { redirect, sendPage } from './frame.ts';
import { html } from './html.ts';
import { words } from './words.ts';

export interface LoginOptions {
  usersFile: string;
  sessions: Sessions;
  limiter: LoginLimiter;
  secure: boolean;
  clientAddress: (req: CmsRequest['req']) => string;
}

function loginPage(request: CmsRequest, next: string, message: string | null, status = 200) {
  const alert = message ? html`<p class="alert" role="alert" id="login-error">${message}</p>` : '';
  const described = message ? html` aria-describedby="login-error"` : '';
  sendPage(request, {
    title: words.login.title,
    status,
    body: html`<h1>${words.login.title}</h1>
      ${alert}
      <form method="post" action="/login" class="stack">
        <input type="hidden" name="_csrf" value="${request.csrf}" />
        <input type="hidden" name="next" value="${next}" />
        <p>
          <label for="name">${words.login.name}</label>
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
          <label for="password">${words.login.password}</label>
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
        <p><button type="submit">${words.login.submit}</button></p>
      </form>`.text,
  });
}

// A wrong name costs as much time as a wrong password: the answer's delay names no account.
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('not-a-password-of-anyone'));

export function loginRoutes(options: LoginOptions): CmsRoute[] {
  const { sessions, limiter } = options;
  return [
    {
      method: 'GET',
      pattern: '/login',
      action: 'public',
      handle(request) {
        const next = safeNext(request.url.searchParams.get('next'));
        if (request.user) return redirect(request.res, next);
        loginPage(request, next, null);
      },
    },
    {
      method: 'POST',
      pattern: '/login',
      action: 'public',
      async handle(request) {
        const form = request.form ?? new URLSearchParams();
        const name = (form.get('name') ?? '').trim().toLowerCase().slice(0, 64);
        const password = form.get('password') ?? '';
        const next = safeNext(form.get('next'));
        const keys = [`name:${name}`, `address:${options.clientAddress(request.req)}`];
        const wait = limiter.waitFor(keys);
        if (wait > 0) {
          request.res.setHeader('retry-after', String(Math.ceil(wait / 1000)));
          return loginPage(request, next, words.login.lockedOut(Math.ceil(wait / 60_000)), 429);
        }
        const user = findUser(options.usersFile, name);
        const ok = user
          ? await checkPassword(user.hash, password)
          : (await checkPassword(await decoyHash(), password)) && false;
        if (!user || !ok) {
          limiter.failed(keys);
          return loginPage(request, next, words.login.wrong, 401);
        }
        limiter.succeeded(keys[0]!);
        const session = sessions.start(user.name, user.role);
        request.res.setHeader('set-cookie', sessionCookie(session.id, options.secure));
        redirect(request.res, next);
      },
    },
    {
      method: 'POST',
      pattern: '/logout',
      action: 'read',
      handle(request) {
        sessions.end(readCookie(request.req.headers.cookie, cookieName(options.secure)));
        request.res.setHeader('set-cookie', endedCookie(options.secure));
        redirect(request.res, '/login');
      },
    },
  ];
}
