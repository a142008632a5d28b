import type { ServerResponse } from 'node:http';
import { may } from '../auth/roles.ts';
import type { CmsPage, CmsRequest } from './contract.ts';
import { html, raw, type Html } from './html.ts';
import { words } from './words.ts';

/** Where the navigation's links go; the drafts side serves the last two. */
export const NAV = [
  { href: '/inbox', label: words.nav.inbox, action: 'read-inbox' },
  { href: '/drafts', label: words.nav.drafts, action: 'save-draft' },
  { href: '/history', label: words.nav.history, action: 'read' },
] as const;

export const STYLESHEET = '/cms.css';

const current = (path: string, href: string) =>
  path === href || path.startsWith(`${href}/`) ? 'page' : null;

function header(request: Pick<CmsRequest, 'user' | 'csrf' | 'url'>): Html {
  const { user, url } = request;
  if (!user) return html`<header class="top"><p class="brand">${words.service}</p></header>`;
  const links = NAV.filter((n) => may(user.role, n.action)).map(
    (n) =>
      html`<li>
        <a href="${n.href}" aria-current="${current(url.pathname, n.href) ?? 'false'}"
          >${n.label}</a
        >
      </li>`,
  );
  return html`<header class="top">
    <p class="brand"><a href="/">${words.service}</a></p>
    <nav aria-label="${words.nav.label}">
      <ul>
        ${links}
      </ul>
    </nav>
    <div class="who">
      <p>${words.signedInAs(user.name, words.roles[user.role])}</p>
      <form method="post" action="/logout">
        <input type="hidden" name="_csrf" value="${request.csrf}" />
        <button type="submit">${words.logout}</button>
      </form>
    </div>
  </header>`;
}

/** A whole document: the shared frame around a page's body. */
export function documentOf(
  request: Pick<CmsRequest, 'user' | 'csrf' | 'url'>,
  page: Pick<CmsPage, 'title' | 'body'>,
): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${page.title} · ${words.service}</title>
        <link rel="stylesheet" href="${STYLESHEET}" />
      </head>
      <body>
        <a class="skip" href="#main">${words.skipToContent}</a>
        ${header(request)}
        <main id="main" tabindex="-1">${raw(page.body)}</main>
      </body>
    </html> `.text;
}

export function sendHtml(res: ServerResponse, status: number, document: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(document);
}

/** Renders a route's page in the frame and sends it. */
export function sendPage(
  request: Pick<CmsRequest, 'res' | 'user' | 'csrf' | 'url'>,
  page: CmsPage,
) {
  sendHtml(request.res, page.status ?? 200, documentOf(request, page));
}

/** After a POST: the browser GETs the next page (a reload never sends the form again). */
export function redirect(res: ServerResponse, location: string, status = 303) {
  res.writeHead(status, { location });
  res.end();
}
