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
  type LeadQuery,
  type Sql,
} from '../db/index.ts';
import { loadFormRules, type FormRules } from '../leads/forms.ts';
import { bookingCalendar, bookingOf } from '../leads/booking.ts';
import { route, type CmsContext, type CmsRoute } from '../http/env.ts';
import { redirect, titled } from '../http/pageLayout.ts';
import { html } from '../http/html.ts';
import { uiText } from './interfaceText.ts';
import { detailPage, EXTENSIONS, listPage, PAGE_SIZE, type InboxFilter } from './inboxPages.ts';

export { PAGE_SIZE, type InboxFilter };

/** A lead's id from the address: digits only, within a bigint; anything else is no lead. */
export function leadId(text: string | undefined): number | null {
  return text && /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : null;
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

const notFound = (c: CmsContext) =>
  titled(
    c,
    uiText.errors.notFound,
    html`<p>${uiText.errors.notFoundText}</p>
      <p><a href="/inbox">${uiText.inbox.backToInbox}</a></p>`,
    404,
  );

/** The id in the address (`/inbox/:id…`), or null when it names no lead. */
const idOf = (c: CmsContext) => leadId(c.req.param('id'));

const attachment = (type: string, name: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${name}"`,
});

/** What the inbox's handlers read: the database, the forms' names and their rules. */
interface Inbox {
  db: Sql;
  forms: readonly string[];
  rules: FormRules;
}

const filter = (inbox: Inbox, c: CmsContext) =>
  filterOf(new URL(c.req.url).searchParams, inbox.forms);

/** The lead in the address with its booked times (null without a booking field). */
async function leadOf({ db, rules }: Inbox, c: CmsContext) {
  const id = idOf(c);
  const lead = id === null ? null : await getLead(db, id);
  return lead && { lead, booking: bookingOf(rules.get(lead.form), lead.fields) };
}

async function list(inbox: Inbox, c: CmsContext) {
  const f = filter(inbox, c);
  const leads = await listLeads(inbox.db, {
    ...queryOf(f),
    limit: PAGE_SIZE + 1,
    offset: (f.page - 1) * PAGE_SIZE,
  });
  return listPage(c, inbox.forms, f, leads);
}

async function csv(inbox: Inbox, c: CmsContext) {
  const text = await exportCsv(inbox.db, queryOf(filter(inbox, c)));
  const day = new Date().toISOString().slice(0, 10);
  // A byte-order mark, so that a spreadsheet reads the file as UTF-8 (Arabic names, accents).
  return c.body(`\ufeff${text}`, 200, attachment('text/csv; charset=utf-8', `leads-${day}.csv`));
}

async function detail(inbox: Inbox, c: CmsContext) {
  const found = await leadOf(inbox, c);
  return found ? detailPage(c, found.lead, found.booking) : notFound(c);
}

async function times(inbox: Inbox, c: CmsContext) {
  const found = await leadOf(inbox, c);
  if (!found?.booking) return notFound(c);
  const { lead, booking } = found;
  const host = new URL(c.req.url).hostname || 'leads.invalid';
  return c.body(
    bookingCalendar(lead, booking, host),
    200,
    attachment('text/calendar; charset=utf-8', `lead-${lead.id}.ics`),
  );
}

async function resume({ db }: Inbox, c: CmsContext) {
  const id = idOf(c);
  const file = id === null ? null : await resumeOf(db, id);
  if (!file) return notFound(c);
  // The type the bytes were sniffed as when they arrived, and never shown in the page: a
  // file a stranger sent is saved, not opened in the service's origin.
  const extension = EXTENSIONS[file.type] ?? 'bin';
  return c.body(
    new Uint8Array(file.bytes),
    200,
    attachment(file.type, `lead-${id}-resume.${extension}`),
  );
}

async function handled({ db }: Inbox, c: CmsContext) {
  const id = idOf(c);
  const done = c.get('form')?.get('handled') !== '0';
  if (id === null || !(await markHandled(db, id, done))) return notFound(c);
  return redirect(c, `/inbox/${id}`);
}

export function inboxRoutes(
  db: Sql,
  forms = [...loadFormRules().keys(), 'signup'],
  rules: FormRules = loadFormRules(),
): CmsRoute[] {
  const inbox: Inbox = { db, forms: [...new Set(forms)].sort(), rules };
  const to = (handle: (inbox: Inbox, c: CmsContext) => Promise<Response>) => (c: CmsContext) =>
    handle(inbox, c);
  return [
    route('GET', '/inbox', 'read-inbox', to(list)),
    route('GET', '/inbox.csv', 'read-inbox', to(csv)),
    route('GET', '/inbox/:id', 'read-inbox', to(detail)),
    route('GET', '/inbox/:id/times.ics', 'read-inbox', to(times)),
    route('GET', '/inbox/:id/resume', 'read-inbox', to(resume)),
    route('POST', '/inbox/:id/handled', 'handle-lead', to(handled)),
  ];
}
