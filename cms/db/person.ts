import { emailKey, getLead, type Lead } from './leads';
import type { Sql } from './sql';

const idsOf = async (db: Sql, email: string) =>
  (
    await db.query<{ id: number }>('SELECT id FROM leads WHERE email = $1 ORDER BY id', [
      emailKey(email),
    ])
  ).map((r) => Number(r.id));

/** Everything stored about one person, found by e-mail address, for a data access request. */
export async function exportPerson(
  db: Sql,
  email: string,
): Promise<{ email: string; leads: Lead[] }> {
  const leads: Lead[] = [];
  for (const id of await idsOf(db, email)) {
    const lead = await getLead(db, id);
    if (lead) leads.push(lead);
  }
  return { email: emailKey(email) ?? '', leads };
}

/**
 * Erases one person's leads and résumés, found by e-mail address; how many leads went. When it
 * answers, the embedded database's files hold no byte of them (see `Sql.purge`).
 */
export async function erasePerson(db: Sql, email: string): Promise<number> {
  const rows = await db.query('DELETE FROM leads WHERE email = $1 RETURNING id', [emailKey(email)]);
  if (rows.length) await db.purge?.(['resumes', 'leads']);
  return rows.length;
}
