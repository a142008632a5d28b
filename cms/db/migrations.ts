import type { Sql } from './sql';

/**
 * The schema, as an ordered list of steps run once each, for both drivers alike. Append a step;
 * never edit one that may have run somewhere.
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE leads (
     id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     form text NOT NULL,
     received_at timestamptz NOT NULL DEFAULT now(),
     fields jsonb NOT NULL,
     email text,
     idempotency_key text NOT NULL UNIQUE,
     handled_at timestamptz
   );
   CREATE INDEX leads_form_received ON leads (form, received_at);
   CREATE INDEX leads_email ON leads (email);
   CREATE TABLE resumes (
     lead_id integer PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     type text NOT NULL,
     size integer NOT NULL,
     bytes bytea NOT NULL
   );`,
  // Sessions live in the database: a restart logs no one out, and two instances behind one proxy
  // share them. Only a hash of each secret is kept: a copy of the table opens no session.
  `CREATE TABLE sessions (
     id_hash text PRIMARY KEY,
     user_name text NOT NULL,
     account text NOT NULL,
     csrf text NOT NULL,
     created_at timestamptz NOT NULL,
     seen_at timestamptz NOT NULL
   );
   CREATE INDEX sessions_user ON sessions (user_name);
   CREATE TABLE preview_passes (
     id_hash text PRIMARY KEY,
     kind text NOT NULL,
     session_hash text NOT NULL REFERENCES sessions (id_hash) ON DELETE CASCADE,
     draft text NOT NULL,
     until timestamptz NOT NULL
   );`,
  // The site's analytics (cms/analytics/store.ts): counts per day, never events; and the page
  // a lead was sent from, for conversion per page.
  `CREATE TABLE site_views (
     day text NOT NULL, path text NOT NULL, language text NOT NULL, device text NOT NULL,
     views integer NOT NULL, PRIMARY KEY (day, path, language, device)
   );
   CREATE TABLE site_referrers (
     day text NOT NULL, host text NOT NULL, views integer NOT NULL, PRIMARY KEY (day, host)
   );
   CREATE TABLE site_vitals (
     day text NOT NULL, path text NOT NULL, language text NOT NULL, metric text NOT NULL,
     bucket integer NOT NULL, samples integer NOT NULL,
     PRIMARY KEY (day, path, language, metric, bucket)
   );
   CREATE TABLE site_vital_targets (
     day text NOT NULL, path text NOT NULL, language text NOT NULL, metric text NOT NULL,
     target text NOT NULL, samples integer NOT NULL, poor integer NOT NULL,
     PRIMARY KEY (day, path, language, metric, target)
   );
   ALTER TABLE leads ADD COLUMN page text;`,
];

/** Brings the schema up to date; safe to run at every start, and from several starts at once. */
export async function migrate(db: Sql): Promise<void> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const [version, step] of MIGRATIONS.entries())
    await db.transaction(async (tx) => {
      // Two services starting together must not both apply a step: the second waits, then sees it.
      await tx.query('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.length) return;
      for (const statement of step.split(/;\s*(?:\n|$)/).filter((s) => s.trim()))
        await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    });
}
