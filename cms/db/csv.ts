import { listLeads, type LeadQuery } from './leads';
import type { Sql } from './sql';

/**
 * An international phone number as people write it: a +, digits, and spaces, dots, dashes or
 * brackets between them. Nothing in it can call anything: a formula needs a function's name, a
 * cell's address, or a | or ! to reach another program, and all of these need a letter or a sign
 * that this shape refuses.
 */
const PHONE = /^\+\d[\d ().-]{4,30}$/u;

/**
 * One CSV cell. A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return
 * before one) as a formula, and a visitor wrote these texts: such cells get a leading apostrophe,
 * which spreadsheets show as text. A phone number (+212 …) keeps its plus as written: it starts
 * like a formula but has nothing to run (see PHONE), and the team calls it from the sheet. Every
 * cell is quoted, so commas, quotes and line breaks stay inside it.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/u.test(value) && !PHONE.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const row = (cells: readonly string[]) => cells.map(csvCell).join(',');

/** The leads a query selects as CSV (RFC 4180, CRLF), one column per field any of them has. */
export async function exportCsv(db: Sql, q: LeadQuery = {}): Promise<string> {
  const leads = await listLeads(db, { limit: 100_000, ...q });
  const names = [...new Set(leads.flatMap((l) => Object.keys(l.fields)))];
  const head = ['id', 'form', 'received_at', 'handled_at', ...names, 'resume'];
  const lines = leads.map((l) =>
    row([
      String(l.id),
      l.form,
      l.receivedAt.toISOString(),
      l.handledAt?.toISOString() ?? '',
      ...names.map((n) => l.fields[n] ?? ''),
      l.resume ? `${l.resume.type}, ${l.resume.size} bytes` : '',
    ]),
  );
  return [row(head), ...lines].join('\r\n') + '\r\n';
}
