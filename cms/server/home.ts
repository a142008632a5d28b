import { may } from '../auth/roles.ts';
import type { CmsRoute } from './env.ts';
import { page } from './frame.ts';
import { html } from './html.ts';
import { words } from './words.ts';

const TASKS = [
  { href: '/inbox', text: words.home.inbox, action: 'read-inbox' },
  { href: '/site', text: words.home.site, action: 'read-inbox' },
  { href: '/drafts', text: words.home.drafts, action: 'save-draft' },
  { href: '/history', text: words.home.publish, action: 'publish' },
  { href: '/people', text: words.home.people, action: 'erase-person' },
] as const;

export const homeRoute: CmsRoute = {
  method: 'GET',
  pattern: '/',
  action: 'read',
  handle(c) {
    const role = c.get('user')!.role;
    const items = TASKS.filter((t) => may(role, t.action)).map(
      (t) => html`<li><a href="${t.href}">${t.text}</a></li>`,
    );
    return page(c, {
      title: words.home.title,
      body: html`<h1>${words.home.title}</h1>
        <p>${words.home.intro}</p>
        <ul class="tasks">
          ${items}
        </ul>`.text,
    });
  },
};
