/**
 * A person's data on request: what is stored about an e-mail address, as JSON, and its erasure
 * after a confirmation step. Publishers only; POSTs, so the address never sits in a URL or a log.
 */
import { emailKey, erasePerson, exportPerson, type Sql } from '../db/index.ts';
import type { CmsContext, CmsRoute } from '../http/env.ts';
import { page } from '../http/pageLayout.ts';
import { html, type Html } from '../http/html.ts';
import { uiText } from './interfaceText.ts';

const emailOf = (c: CmsContext) => emailKey(c.get('form')?.get('email')?.slice(0, 320));

function peoplePage(c: CmsContext, content: Html | string, status = 200) {
  return page(c, {
    title: uiText.people.title,
    status,
    body: html`<h1>${uiText.people.title}</h1>
      <p>${uiText.people.intro}</p>
      <form method="post" action="/people/export" class="stack">
        <input type="hidden" name="_csrf" value="${c.get('csrf')}" />
        <p>
          <label for="email">${uiText.people.email}</label>
          <input
            id="email"
            name="email"
            type="email"
            required
            autocomplete="off"
            value="${c.get('form')?.get('email')?.slice(0, 320) ?? ''}"
          />
        </p>
        <p>
          <button type="submit">${uiText.people.export}</button>
          <button type="submit" formaction="/people/erase" class="danger">
            ${uiText.people.erase}
          </button>
        </p>
      </form>
      ${content}`.text,
  });
}

export function personalDataRoutes(db: Sql): CmsRoute[] {
  return [
    {
      method: 'GET',
      pattern: '/people',
      action: 'erase-person',
      handle: (c) => peoplePage(c, ''),
    },
    {
      method: 'POST',
      pattern: '/people/export',
      action: 'erase-person',
      async handle(c) {
        const email = emailOf(c);
        if (!email)
          return peoplePage(c, html`<p role="alert">${uiText.errors.badRequest}</p>`, 400);
        const data = await exportPerson(db, email);
        return c.body(JSON.stringify(data, null, 2), 200, {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': 'attachment; filename="person.json"',
        });
      },
    },
    {
      method: 'POST',
      pattern: '/people/erase',
      action: 'erase-person',
      async handle(c) {
        const email = emailOf(c);
        if (!email)
          return peoplePage(c, html`<p role="alert">${uiText.errors.badRequest}</p>`, 400);
        if (c.get('form')?.get('confirm') === 'yes') {
          const count = await erasePerson(db, email);
          return peoplePage(c, html`<p role="status">${uiText.people.erased(count)}</p>`);
        }
        const count = (await exportPerson(db, email)).leads.length;
        if (!count) return peoplePage(c, html`<p role="status">${uiText.people.nothing}</p>`);
        return page(c, {
          title: uiText.people.confirmTitle,
          body: html`<h1>${uiText.people.confirmTitle}</h1>
            <p>${uiText.people.confirmText(email, count)}</p>
            <form method="post" action="/people/erase">
              <input type="hidden" name="_csrf" value="${c.get('csrf')}" />
              <input type="hidden" name="email" value="${email}" />
              <input type="hidden" name="confirm" value="yes" />
              <p>
                <button type="submit" class="danger">${uiText.people.confirm}</button>
                <a href="/people">${uiText.people.cancel}</a>
              </p>
            </form>`.text,
        });
      },
    },
  ];
}
