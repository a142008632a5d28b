import { may } from '../http/roles.ts';
import { route, type CmsRoute } from '../http/env.ts';
import { titled } from '../http/pageLayout.ts';
import { html } from '../http/html.ts';
import { uiText } from './interfaceText.ts';

const TASKS = [
  { href: '/inbox', text: uiText.home.inbox, action: 'read-inbox' },
  { href: '/site', text: uiText.home.site, action: 'read-inbox' },
  { href: '/drafts', text: uiText.home.drafts, action: 'save-draft' },
  { href: '/history', text: uiText.home.publish, action: 'publish' },
  { href: '/people', text: uiText.home.people, action: 'erase-person' },
] as const;

export const homeRoute: CmsRoute = route('GET', '/', 'read', (c) => {
  const role = c.get('user')!.role;
  const items = TASKS.filter((t) => may(role, t.action)).map(
    (t) => html`<li><a href="${t.href}">${t.text}</a></li>`,
  );
  return titled(
    c,
    uiText.home.title,
    html`<p>${uiText.home.intro}</p>
      <ul class="tasks">
        ${items}
      </ul>`,
  );
});
