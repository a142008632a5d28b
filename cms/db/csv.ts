import { listLeads, type LeadQuery } from './leads';
import type { Sql } from './sql';

/**
 * One CSV cell. A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return
 * before one) as a formula, and a visitor wrote these texts: such cells get a leading apostrophe,
 * which spreadsheets show as text. Every cell is quoted, so commas, quotes and line breaks stay
 * inside it.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
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
