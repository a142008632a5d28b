import { boundOf } from './dates';
import type { Sql } from './sql';

export interface Resume {
  type: string;
  size: number;
  bytes: Uint8Array;
}

export interface NewLead {
  form: string;
  fields: Readonly<Record<string, string>>;
  idempotencyKey: string;
  resume?: Resume | undefined;
  /** The site's page it was sent from (a path), for conversion per page; null when not said. */
  page?: string | null;
}

export interface Lead {
  id: number;
  form: string;
  receivedAt: Date;
  fields: Record<string, string>;
  handledAt: Date | null;
  /** The résumé's type and size; its bytes come from `resumeOf`. */
  resume: { type: string; size: number } | null;
}

interface Row {
  id: number;
  form: string;
  received_at: Date | string;
  fields: Record<string, string> | string;
  handled_at: Date | string | null;
  resume_type: string | null;
  resume_size: number | null;
}

const SELECT = `SELECT l.id, l.form, l.received_at, l.fields, l.handled_at,
  r.type AS resume_type, r.size AS resume_size
  FROM leads l LEFT JOIN resumes r ON r.lead_id = l.id`;

const toLead = (row: Row): Lead => ({
  id: Number(row.id),
  form: row.form,
  receivedAt: new Date(row.received_at),
  fields: typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields,
  handledAt: row.handled_at === null ? null : new Date(row.handled_at),
  resume: row.resume_type === null ? null : { type: row.resume_type, size: row.resume_size ?? 0 },
});

/** The address a person is found by for export and erasure: one spelling per mailbox. */
export const emailKey = (email: string | undefined): string | null =>
  email?.trim() ? email.trim().toLowerCase() : null;

/**
 * Stores a lead once per idempotency key: the id of the new lead, or null when the key was seen
 * with the same form and answers (the visitor's retry of a lead that did arrive), in which case
 * nothing is written, or `taken` when the key came with another form or other answers: a reused
 * key must not pass for a delivery.
 */
export function storeLead(
  db: Sql,
  lead: NewLead,
  now = new Date(),
): Promise<number | null | 'taken'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO leads (form, received_at, fields, email, idempotency_key, page)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [
        lead.form,
        now,
        JSON.stringify(lead.fields),
        emailKey(lead.fields.email),
        lead.idempotencyKey,
        lead.page ?? null,
      ],
    );
    if (!row) {
      const [seen] = await tx.query<{ same: boolean }>(
        'SELECT form = $2 AND fields = $3::jsonb AS same FROM leads WHERE idempotency_key = $1',
        [lead.idempotencyKey, lead.form, JSON.stringify(lead.fields)],
      );
      // No row: the lead with this key was erased since; the retry stays unstored.
      return !seen || seen.same ? null : 'taken';
    }
    if (lead.resume)
      await tx.query('INSERT INTO resumes (lead_id, type, size, bytes) VALUES ($1, $2, $3, $4)', [
        row.id,
        lead.resume.type,
        lead.resume.size,
        lead.resume.bytes,
      ]);
    return Number(row.id);
  });
}

export interface LeadQuery {
  form?: string | undefined;
  /** Received at or after. */
  from?: Date | undefined;
  /** Received before. */
  to?: Date | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** Leads, newest first, of one form and period when given. */
export async function listLeads(db: Sql, q: LeadQuery = {}): Promise<Lead[]> {
  const rows = await db.query<Row>(
    `${SELECT} WHERE ($1::text IS NULL OR l.form = $1)
       AND ($2::timestamptz IS NULL OR l.received_at >= $2)
       AND ($3::timestamptz IS NULL OR l.received_at < $3)
     ORDER BY l.received_at DESC, l.id DESC LIMIT $4 OFFSET $5`,
    [q.form ?? null, boundOf(q.from), boundOf(q.to), q.limit ?? 1000, q.offset ?? 0],
  );
  return rows.map(toLead);
}

export async function getLead(db: Sql, id: number): Promise<Lead | null> {
  const [row] = await db.query<Row>(`${SELECT} WHERE l.id = $1`, [id]);
  return row ? toLead(row) : null;
}

/** The résumé's bytes, for the inbox's download. */
export async function resumeOf(db: Sql, leadId: number): Promise<Resume | null> {
  const [row] = await db.query<Resume>('SELECT type, size, bytes FROM resumes WHERE lead_id = $1', [
    leadId,
  ]);
  return row ? { ...row, bytes: new Uint8Array(row.bytes) } : null;
}

/** Marks a lead as answered (or not, with `handled` false); false when there is no such lead. */
export async function markHandled(db: Sql, id: number, handled = true, now = new Date()) {
  const rows = await db.query('UPDATE leads SET handled_at = $2 WHERE id = $1 RETURNING id', [
    id,
    handled ? now : null,
  ]);
  return rows.length > 0;
}
