/**
 * The inbox's pages: the list of leads with its filters and pager, and one lead's answers, times
 * and résumé with its handled button.
 */
import type { Lead } from '../db/index.ts';
import { windowLine, type Booking } from '../leads/booking.ts';
import { may } from '../http/roles.ts';
import type { CmsContext } from '../http/env.ts';
import { page } from '../http/pageLayout.ts';
import { html, type Html } from '../http/html.ts';
import { dataTable, dateField, filtersForm, postButton, selectField } from '../http/pageParts.ts';
import { uiText } from './interfaceText.ts';

const t = uiText.inbox;

export const PAGE_SIZE = 50;

export interface InboxFilter {
  form: string | null;
  from: string | null;
  to: string | null;
  page: number;
}

/** The address's query of a filter (and of one of its pages). */
export function searchOf(f: InboxFilter, page?: number): string {
  const p = new URLSearchParams();
  if (f.form) p.set('form', f.form);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (page && page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The file name extensions of the résumés' types. */
export const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

const when = (d: Date) =>
  html`<time datetime="${d.toISOString()}"
    >${d.toISOString().slice(0, 16).replace('T', ' ')} UTC</time
  >`;

/** A line that tells leads apart in the list: who wrote, else the first answer. */
function summary(lead: Lead): string {
  const f = lead.fields;
  const text = [f.name, f.email].filter(Boolean).join(' · ') || Object.values(f)[0] || '';
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function inboxFilters(forms: readonly string[], f: InboxFilter): Html {
  const choices = [{ value: '', label: t.anyForm }, ...forms.map((n) => ({ value: n, label: n }))];
  return filtersForm(
    '/inbox',
    t.filters,
    [
      selectField('form', t.form, choices, f.form),
      dateField('from', t.from, f.from ?? ''),
      dateField('to', t.to, f.to ?? ''),
    ],
    t.apply,
  );
}

function leadsTable(f: InboxFilter, shown: readonly Lead[]): Html {
  if (!shown.length) return html`<p>${t.empty}</p>`;
  const rows = shown.map(
    (l) =>
      html`<tr class="${l.handledAt ? 'handled' : 'open'}">
        <td>${when(l.receivedAt)}</td>
        <td>${l.form}</td>
        <td><a href="/inbox/${l.id}">${summary(l) || t.lead(l.id)}</a></td>
        <td>${l.handledAt ? t.handled : t.open}</td>
      </tr>`,
  );
  return dataTable(
    [t.received, t.form, t.summary, t.status],
    rows,
    html`${t.caption} · ${t.page(f.page)}`,
  );
}

/** A page of the list: `leads` holds one more than a page when there is a next page. */
export function listPage(c: CmsContext, forms: readonly string[], f: InboxFilter, leads: Lead[]) {
  const more = leads.length > PAGE_SIZE;
  const pager = html`<nav class="pager" aria-label="${t.page(f.page)}">
    ${f.page > 1 ? html`<a href="/inbox${searchOf(f, f.page - 1)}" rel="prev">${t.previous}</a>` : ''}
    ${more ? html`<a href="/inbox${searchOf(f, f.page + 1)}" rel="next">${t.next}</a>` : ''}
  </nav>`;
  const user = c.get('user');
  return page(c, {
    title: t.title,
    body: html`<h1>${t.title}</h1>
      ${inboxFilters(forms, f)}
      <p>
        <a href="/inbox.csv${searchOf(f)}" download>${t.csv}</a>${
          user && may(user.role, 'erase-person')
            ? html` · <a href="/people">${uiText.people.title}</a>`
            : ''
        }
      </p>
      ${leadsTable(f, leads.slice(0, PAGE_SIZE))} ${pager}`.text,
  });
}

/** The preferred times, each on the visitor's clock and in UTC, and the calendar file of them. */
const timesOf = (lead: Lead, booking: Booking) =>
  html`<ul class="times">
      ${booking.windows.map(
        (w) => html`<li><time datetime="${w.utc}">${windowLine(w, booking.zone)}</time></li>`,
      )}
    </ul>
    <a href="/inbox/${lead.id}/times.ics" download>${t.calendar}</a>`;

const resumeOf = (lead: Lead) =>
  lead.resume
    ? html`<h2>${t.resume}</h2>
        <p>
          <a href="/inbox/${lead.id}/resume" download
            >${t.download(EXTENSIONS[lead.resume.type] ?? lead.resume.type, uiText.units.bytes(lead.resume.size))}</a
          >
        </p>`
    : '';

export function detailPage(c: CmsContext, lead: Lead, booking: Booking | null) {
  const answers = Object.entries(lead.fields).map(
    ([name, value]) =>
      html`<dt>${name}</dt>
        <dd>${name === booking?.field ? timesOf(lead, booking) : value}</dd>`,
  );
  const title = t.lead(lead.id);
  const handled = lead.handledAt;
  return page(c, {
    title,
    body: html`<p><a href="/inbox">${t.backToInbox}</a></p>
      <h1>${title}</h1>
      <p>${lead.form} · ${t.received} ${when(lead.receivedAt)}</p>
      <p>${handled ? t.handledOn(handled.toISOString().slice(0, 10)) : t.open}</p>
      ${postButton(c.get('csrf'), `/inbox/${lead.id}/handled`, handled ? t.markOpen : t.markHandled, { handled: handled ? '0' : '1' })}
      <h2>${t.answers}</h2>
      <dl class="answers">${answers}</dl>
      ${resumeOf(lead)}`.text,
  });
}
