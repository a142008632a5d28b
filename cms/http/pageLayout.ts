import { may } from './roles.ts';
import type { CmsContext, CmsPage, CmsVariables } from './env.ts';
import { html, raw, type Html } from './html.ts';
import { layoutText } from './interfaceText.ts';
import { postButton } from './pageParts.ts';

/** Where the navigation's links go; the drafts side serves the last two. */
export const NAV = [
  { href: '/inbox', label: layoutText.nav.inbox, action: 'read-inbox' },
  { href: '/site', label: layoutText.nav.site, action: 'read-inbox' },
  { href: '/drafts', label: layoutText.nav.drafts, action: 'save-draft' },
  { href: '/history', label: layoutText.nav.history, action: 'read' },
] as const;

export const STYLESHEET = '/cms.css';

const current = (path: string, href: string) =>
  path === href || path.startsWith(`${href}/`) ? 'page' : null;

/** What the layout shows of a request: who, their token, where. */
export interface Seen extends Pick<CmsVariables, 'user' | 'csrf'> {
  path: string;
}

function header(request: Seen): Html {
  const { user } = request;
  if (!user) return html`<header class="top"><p class="brand">${layoutText.service}</p></header>`;
  const links = NAV.filter((n) => may(user.role, n.action)).map(
    (n) =>
      html`<li>
        <a href="${n.href}" aria-current="${current(request.path, n.href) ?? 'false'}"
          >${n.label}</a
        >
      </li>`,
  );
  return html`<header class="top">
    <p class="brand"><a href="/">${layoutText.service}</a></p>
    <nav aria-label="${layoutText.nav.label}">
      <ul>
        ${links}
      </ul>
    </nav>
    <div class="who">
      <p>${layoutText.signedInAs(user.name, layoutText.roles[user.role])}</p>
      ${postButton(request.csrf, '/logout', layoutText.logout)}
    </div>
  </header>`;
}

/** A whole document: the shared layout around a page's body. */
function documentOf(request: Seen, page: Pick<CmsPage, 'title' | 'body'>): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${page.title} · ${layoutText.service}</title>
        <link rel="stylesheet" href="${STYLESHEET}" />
      </head>
      <body>
        <a class="skip" href="#main">${layoutText.skipToContent}</a>
        ${header(request)}
        <main id="main" tabindex="-1">${raw(page.body)}</main>
      </body>
    </html> `.text;
}

const seenOf = (c: CmsContext): Seen => ({
  user: c.get('user'),
  csrf: c.get('csrf'),
  path: c.req.path,
});

/** A route's page in the layout. */
export function page(c: CmsContext, content: CmsPage): Response {
  return c.html(documentOf(seenOf(c), content), (content.status ?? 200) as 200);
}

/** A page whose body starts with its title as the heading. */
export const titled = (c: CmsContext, title: string, body: Html | string, status = 200) =>
  page(c, {
    title,
    body: html`<h1>${title}</h1>
      ${body}`.text,
    status,
  });

/** After a POST: the browser GETs the next page (a reload never sends the form again). */
export const redirect = (c: CmsContext, location: string) => c.redirect(location, 303);
