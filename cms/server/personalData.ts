/**
 * A person's data on request: what is stored about an e-mail address, as JSON, and its erasure
 * after a confirmation step. Publishers only; POSTs, so the address never sits in a URL or a log.
 */
import { emailKey, erasePerson, exportPerson, type Sql } from '../db/index.ts';
import { route, type CmsContext, type CmsRoute } from '../http/env.ts';
import { titled } from '../http/pageLayout.ts';
import { csrfField } from '../http/pageParts.ts';
import { html, type Html } from '../http/html.ts';
import { uiText } from './interfaceText.ts';

const emailOf = (c: CmsContext) => emailKey(c.get('form')?.get('email')?.slice(0, 320));

function personalDataPage(c: CmsContext, content: Html | string, status = 200) {
  return titled(
    c,
    uiText.people.title,
    html`<p>${uiText.people.intro}</p>
      <form method="post" action="/people/export" class="stack">
        ${csrfField(c.get('csrf'))}
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
      ${content}`,
    status,
  );
}

const badRequest = (c: CmsContext) =>
  personalDataPage(c, html`<p role="alert">${uiText.errors.badRequest}</p>`, 400);

async function exportData(db: Sql, c: CmsContext) {
  const email = emailOf(c);
  if (!email) return badRequest(c);
  const data = await exportPerson(db, email);
  return c.body(JSON.stringify(data, null, 2), 200, {
    'content-type': 'application/json; charset=utf-8',
    'content-disposition': 'attachment; filename="person.json"',
  });
}

/** Erasure: first a page that asks to confirm, then (with `confirm=yes`) the erasure. */
async function erase(db: Sql, c: CmsContext) {
  const email = emailOf(c);
  if (!email) return badRequest(c);
  if (c.get('form')?.get('confirm') === 'yes') {
    const count = await erasePerson(db, email);
    return personalDataPage(c, html`<p role="status">${uiText.people.erased(count)}</p>`);
  }
  const count = (await exportPerson(db, email)).leads.length;
  if (!count) return personalDataPage(c, html`<p role="status">${uiText.people.nothing}</p>`);
  return titled(
    c,
    uiText.people.confirmTitle,
    html`<p>${uiText.people.confirmText(email, count)}</p>
      <form method="post" action="/people/erase">
        ${csrfField(c.get('csrf'))}
        <input type="hidden" name="email" value="${email}" />
        <input type="hidden" name="confirm" value="yes" />
        <p>
          <button type="submit" class="danger">${uiText.people.confirm}</button>
          <a href="/people">${uiText.people.cancel}</a>
        </p>
      </form>`,
  );
}

export function personalDataRoutes(db: Sql): CmsRoute[] {
  return [
    route('GET', '/people', 'erase-person', (c) => personalDataPage(c, '')),
    route('POST', '/people/export', 'erase-person', (c) => exportData(db, c)),
    route('POST', '/people/erase', 'erase-person', (c) => erase(db, c)),
  ];
}
