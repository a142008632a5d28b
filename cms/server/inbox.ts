/**
 * The inbox: the leads the site's forms sent, newest first, filtered by form and date; one lead's
 * answers and résumé; handled or not; the same selection as CSV.
 */
import { dayStart, parseDateRange } from '../db/dates.ts';
import {
  exportCsv,
  getLead,
  listLeads,
  markHandled,
  resumeOf,
  type Lead,
  type LeadQuery,
  type Sql,
} from '../db/index.ts';
import { loadFormRules, type FormRules } from '../leads/forms.ts';
import { bookingCalendar, bookingOf, windowLine, type Booking } from '../leads/booking.ts';
import { may } from '../http/roles.ts';
import type { CmsContext, CmsRoute } from '../http/env.ts';
import { page, redirect } from '../http/pageLayout.ts';
import { html } from '../http/html.ts';
import { uiText } from './interfaceText.ts';

export const PAGE_SIZE = 50;

/** A lead's id from the address: digits only, within a bigint; anything else is no lead. */
export function leadId(text: string | undefined): number | null {
  return text && /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : null;
}

export interface InboxFilter {
  form: string | null;
  from: string | null;
  to: string | null;
  page: number;
}

/** What the address asks for, with every unreadable part dropped rather than refused. */
export function filterOf(params: URLSearchParams, forms: readonly string[]): InboxFilter {
  const form = params.get('form');
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page') ?? '1');
  return {
    form: form && forms.includes(form) ? form : null,
    from: dayStart(from) ? from : null,
    to: dayStart(to) ? to : null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export const queryOf = (f: InboxFilter): LeadQuery => ({
  form: f.form ?? undefined,
  ...parseDateRange(f.from, f.to),
});

function searchOf(f: InboxFilter, page?: number): string {
  const p = new URLSearchParams();
  if (f.form) p.set('form', f.form);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (page && page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

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

function listPage(c: CmsContext, forms: readonly string[], f: InboxFilter, leads: Lead[]) {
  const more = leads.length > PAGE_SIZE;
  const shown = leads.slice(0, PAGE_SIZE);
  const options = forms.map(
    (name) =>
      html`<option value="${name}" ${f.form === name ? html` selected` : ''}>${name}</option>`,
  );
  const rows = shown.map(
    (l) =>
      html`<tr class="${l.handledAt ? 'handled' : 'open'}">
        <td>${when(l.receivedAt)}</td>
        <td>${l.form}</td>
        <td><a href="/inbox/${l.id}">${summary(l) || uiText.inbox.lead(l.id)}</a></td>
        <td>${l.handledAt ? uiText.inbox.handled : uiText.inbox.open}</td>
      </tr>`,
  );
  const table = shown.length
    ? html`<table>
        <caption>
          ${uiText.inbox.caption} · ${uiText.inbox.page(f.page)}
        </caption>
        <thead>
          <tr>
            <th scope="col">${uiText.inbox.received}</th>
            <th scope="col">${uiText.inbox.form}</th>
            <th scope="col">${uiText.inbox.summary}</th>
            <th scope="col">${uiText.inbox.status}</th>
          </tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
      </table>`
    : html`<p>${uiText.inbox.empty}</p>`;
  const pager = html`<nav class="pager" aria-label="${uiText.inbox.page(f.page)}">
    ${f.page > 1 ? html`<a href="/inbox${searchOf(f, f.page - 1)}" rel="prev">${uiText.inbox.previous}</a>` : ''}
    ${more ? html`<a href="/inbox${searchOf(f, f.page + 1)}" rel="next">${uiText.inbox.next}</a>` : ''}
  </nav>`;
  const user = c.get('user');
  return page(c, {
    title: uiText.inbox.title,
    body: html`<h1>${uiText.inbox.title}</h1>
      <form method="get" action="/inbox">
        <fieldset class="filters">
          <legend>${uiText.inbox.filters}</legend>
          <p>
            <label for="form">${uiText.inbox.form}</label>
            <select id="form" name="form">
              <option value="">${uiText.inbox.anyForm}</option>
              ${options}
            </select>
          </p>
          <p>
            <label for="from">${uiText.inbox.from}</label
            ><input id="from" name="from" type="date" value="${f.from ?? ''}" />
          </p>
          <p>
            <label for="to">${uiText.inbox.to}</label
            ><input id="to" name="to" type="date" value="${f.to ?? ''}" />
          </p>
          <p><button type="submit">${uiText.inbox.apply}</button></p>
        </fieldset>
      </form>
      <p>
        <a href="/inbox.csv${searchOf(f)}" download>${uiText.inbox.csv}</a>${
          user && may(user.role, 'erase-person')
            ? html` · <a href="/people">${uiText.people.title}</a>`
            : ''
        }
      </p>
      ${table} ${pager}`.text,
  });
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** The preferred times, each on the visitor's clock and in UTC, and the calendar file of them. */
const timesOf = (lead: Lead, booking: Booking) =>
  html`<ul class="times">
      ${booking.windows.map(
        (w) => html`<li><time datetime="${w.utc}">${windowLine(w, booking.zone)}</time></li>`,
      )}
    </ul>
    <a href="/inbox/${lead.id}/times.ics" download>${uiText.inbox.calendar}</a>`;

function detailPage(c: CmsContext, lead: Lead, booking: Booking | null) {
  const answers = Object.entries(lead.fields).map(
    ([name, value]) =>
      html`<dt>${name}</dt>
        <dd>${name === booking?.field ? timesOf(lead, booking) : value}</dd>`,
  );
  const resume = lead.resume
    ? html`<h2>${uiText.inbox.resume}</h2>
        <p>
          <a href="/inbox/${lead.id}/resume" download
            >${uiText.inbox.download(EXTENSIONS[lead.resume.type] ?? lead.resume.type, uiText.units.bytes(lead.resume.size))}</a
          >
        </p>`
    : '';
  const title = uiText.inbox.lead(lead.id);
  return page(c, {
    title,
    body: html`<p><a href="/inbox">${uiText.inbox.backToInbox}</a></p>
      <h1>${title}</h1>
      <p>${lead.form} · ${uiText.inbox.received} ${when(lead.receivedAt)}</p>
      <p>
        ${lead.handledAt ? html`${uiText.inbox.handledOn(lead.handledAt.toISOString().slice(0, 10))}` : uiText.inbox.open}
      </p>
      <form method="post" action="/inbox/${lead.id}/handled">
        <input type="hidden" name="_csrf" value="${c.get('csrf')}" />
        <input type="hidden" name="handled" value="${lead.handledAt ? '0' : '1'}" />
        <button type="submit">
          ${lead.handledAt ? uiText.inbox.markOpen : uiText.inbox.markHandled}
        </button>
      </form>
      <h2>${uiText.inbox.answers}</h2>
      <dl class="answers">${answers}</dl>
      ${resume}`.text,
  });
}

function notFound(c: CmsContext) {
  return page(c, {
    title: uiText.errors.notFound,
    status: 404,
    body: html`<h1>${uiText.errors.notFound}</h1>
      <p>${uiText.errors.notFoundText}</p>
      <p><a href="/inbox">${uiText.inbox.backToInbox}</a></p>`.text,
  });
}

export function inboxRoutes(
  db: Sql,
  forms = [...loadFormRules().keys(), 'signup'],
  rules: FormRules = loadFormRules(),
): CmsRoute[] {
  const known = [...new Set(forms)].sort();
  return [
    {
      method: 'GET',
      pattern: '/inbox',
      action: 'read-inbox',
      async handle(c) {
        const f = filterOf(new URL(c.req.url).searchParams, known);
        const leads = await listLeads(db, {
          ...queryOf(f),
          limit: PAGE_SIZE + 1,
          offset: (f.page - 1) * PAGE_SIZE,
        });
        return listPage(c, known, f, leads);
      },
    },
    {
      method: 'GET',
      pattern: '/inbox.csv',
      action: 'read-inbox',
      async handle(c) {
        const csv = await exportCsv(db, queryOf(filterOf(new URL(c.req.url).searchParams, known)));
        // A byte-order mark, so that a spreadsheet reads the file as UTF-8 (Arabic names, accents).
        return c.body(`\ufeff${csv}`, 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
        });
      },
    },
    {
      method: 'GET',
      pattern: '/inbox/:id',
      action: 'read-inbox',
      async handle(c) {
        const id = leadId(c.req.param('id'));
        const lead = id === null ? null : await getLead(db, id);
        if (!lead) return notFound(c);
        return detailPage(c, lead, bookingOf(rules.get(lead.form), lead.fields));
      },
    },
    {
      method: 'GET',
      pattern: '/inbox/:id/times.ics',
      action: 'read-inbox',
      async handle(c) {
        const id = leadId(c.req.param('id'));
        const lead = id === null ? null : await getLead(db, id);
        const booking = lead && bookingOf(rules.get(lead.form), lead.fields);
        if (!lead || !booking) return notFound(c);
        const host = new URL(c.req.url).hostname || 'leads.invalid';
        return c.body(bookingCalendar(lead, booking, host), 200, {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="lead-${lead.id}.ics"`,
        });
      },
    },
    {
      method: 'GET',
      pattern: '/inbox/:id/resume',
      action: 'read-inbox',
      async handle(c) {
        const id = leadId(c.req.param('id'));
        const resume = id === null ? null : await resumeOf(db, id);
        if (!resume) return notFound(c);
        // The type the bytes were sniffed as when they arrived, and never shown in the page: a
        // file a stranger sent is saved, not opened in the service's origin.
        return c.body(new Uint8Array(resume.bytes), 200, {
          'content-type': resume.type,
          'content-disposition': `attachment; filename="lead-${id}-resume.${EXTENSIONS[resume.type] ?? 'bin'}"`,
        });
      },
    },
    {
      method: 'POST',
      pattern: '/inbox/:id/handled',
      action: 'handle-lead',
      async handle(c) {
        const id = leadId(c.req.param('id'));
        const handled = c.get('form')?.get('handled') !== '0';
        if (id === null || !(await markHandled(db, id, handled))) return notFound(c);
        return redirect(c, `/inbox/${id}`);
      },
    },
  ];
}
