import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteExpired,
  erasePerson,
  exportCsv,
  exportPerson,
  leadRetention,
  cutoff,
  listLeads,
  markHandled,
  getLead,
  openDb,
  resumeOf,
  storeLead,
  type Sql,
} from '../../cms/db';
import { receiveLeads } from '../../cms/leads/receive';
import {
  ORIGIN,
  PDF,
  PNG,
  postApplication,
  postJson,
  rules,
  send,
  serve,
  validFields,
} from './http';
import { startPostgres, type Cluster } from './postgres';

const cluster: Cluster | null = startPostgres(4601);
afterAll(() => cluster?.stop());

// PGlite starts PostgreSQL in WebAssembly (seconds on a busy machine): one instance per file.
let embedded: Promise<Sql> | undefined;
const open = (databaseUrl: string | undefined) =>
  databaseUrl ? openDb({ databaseUrl }) : (embedded ??= openDb({ dir: 'memory' }));
afterAll(async () => (await embedded)?.close());

const drivers: { name: string; url: string | undefined; port: number }[] = [
  { name: 'embedded PGlite', url: undefined, port: 4602 },
  ...(cluster ? [{ name: 'PostgreSQL', url: cluster.url, port: 4603 }] : []),
];

describe.each(drivers)('leads over HTTP with $name', ({ url: databaseUrl, port }) => {
  let db: Sql;
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    db = await open(databaseUrl);
    server = await serve(receiveLeads({ db, origins: [ORIGIN], rules, log: () => {} }), port);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    if (databaseUrl) await db?.close();
  });

  it('stores a submission exactly once despite retries with the same key', async () => {
    const key = randomUUID();
    const fields = validFields('contact');
    const first = await postJson(server.url, 'contact', key, fields);
    // The site's retry after a lost answer, and two at once (a double press on a slow network).
    const again = await Promise.all([1, 2].map(() => postJson(server.url, 'contact', key, fields)));
    expect([first, ...again].map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set([first, ...again].map((r) => r.body)).size).toBe(1);
    const stored = (await listLeads(db, { form: 'contact' })).filter(
      (l) => l.fields.email === fields.email,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.fields).toEqual(fields);
  });

  it('stores a résumé told by its bytes, and refuses other bytes under an accepted name', async () => {
    const before = (await listLeads(db, { form: 'application' })).length;
    const ok = await postApplication(server.url, randomUUID());
    expect(ok.status).toBe(200);
    const [lead] = await listLeads(db, { form: 'application', limit: 1 });
    expect(lead?.resume).toEqual({ type: 'application/pdf', size: PDF.length });
    expect(Buffer.from((await resumeOf(db, lead!.id))!.bytes)).toEqual(PDF);
    const fake = await postApplication(server.url, randomUUID(), {
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: PNG,
    });
    expect(fake.status).toBe(415);
    expect(await listLeads(db, { form: 'application' })).toHaveLength(before + 1);
  });

  it('exports CSV with every cell quoted and formulas made text', async () => {
    const key = randomUUID();
    const fields = {
      ...validFields('contact'),
      subject: '=HYPERLINK("http://x","y")',
      message: 'a,"b"\r\n-1+1',
    };
    expect((await postJson(server.url, 'contact', key, fields)).status).toBe(200);
    const csv = await exportCsv(db, { form: 'contact' });
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csv).toContain(`"a,""b""\r\n-1+1"`);
    expect(csv.split('\r\n')[0]).toMatch(/^"id","form","received_at","handled_at",/);
  });

  it('marks a lead handled, and keeps leads for the retention period of site.json, which the privacy policy shows', async () => {
    const now = new Date();
    const period = leadRetention();
    const edge = cutoff(period, now);
    const old = (await storeLead(
      db,
      {
        form: 'signup',
        fields: { email: 'old@example.com' },
        idempotencyKey: randomUUID(),
        resume: { type: 'application/pdf', size: 4, bytes: PDF.subarray(0, 4) },
      },
      new Date(edge.getTime() - 1000),
    )) as number;
    const kept = (await storeLead(
      db,
      { form: 'signup', fields: { email: 'kept@example.com' }, idempotencyKey: randomUUID() },
      new Date(edge.getTime() + 60_000),
    )) as number;
    expect(await markHandled(db, kept!)).toBe(true);
    expect((await getLead(db, kept!))?.handledAt).toBeInstanceOf(Date);
    expect(await deleteExpired(db, now, period)).toBe(1);
    expect(await getLead(db, old!)).toBeNull();
    expect(await resumeOf(db, old!)).toBeNull();
    expect(await getLead(db, kept!)).not.toBeNull();
  });

  it("exports and erases one person's leads by e-mail address, whatever its case", async () => {
    const email = 'Person.Erase@Example.com';
    expect((await postJson(server.url, 'signup', randomUUID(), { email })).status).toBe(200);
    expect(
      (
        await postApplication(server.url, randomUUID(), undefined, {
          ...validFields('application'),
          email,
        })
      ).status,
    ).toBe(200);
    const mine = await exportPerson(db, email.toLowerCase());
    expect(mine.leads.map((l) => l.form).sort()).toEqual(['application', 'signup']);
    expect(JSON.parse(JSON.stringify(mine)).leads[0].fields.email).toBe(email);
    expect(await erasePerson(db, email.toUpperCase())).toBe(2);
    expect((await exportPerson(db, email)).leads).toEqual([]);
  });
});

describe('the endpoint refuses what the site would not send', () => {
  let db: Sql;
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    db = await open(undefined);
    const handler = receiveLeads({
      db,
      origins: [ORIGIN],
      rules,
      rateLimit: { max: 12, windowMs: 60_000 },
      log: () => {},
    });
    server = await serve(handler, 4604);
  }, 60_000);
  afterAll(() => server?.close());
  const count = async () => (await listLeads(db)).length;

  it("answers the CORS preflight for the site's origin only", async () => {
    const ask = (origin: string) =>
      send(server.url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const ok = await ask(ORIGIN);
    expect(ok.status).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(ok.headers['access-control-allow-headers']).toBe('content-type, idempotency-key');
    const other = await ask('https://evil.test');
    expect(other.status).toBe(403);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const post = await postJson(server.url, 'contact', randomUUID(), validFields('contact'), {
      origin: 'https://evil.test',
    });
    expect(post.status).toBe(403);
  });

  it('answers a filled trap field like a stored lead, and stores nothing', async () => {
    const before = await count();
    const r = await postJson(server.url, 'contact', randomUUID(), {
      ...validFields('contact'),
      website: 'http://spam.test',
    });
    expect(r.status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('refuses keys that differ, unknown forms and fields, missing answers and bad e-mails', async () => {
    const before = await count();
    const key = randomUUID();
    const body = JSON.stringify({
      form: 'contact',
      idempotencyKey: key,
      fields: validFields('contact'),
    });
    const otherKey = await send(server.url, {
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body,
    });
    const noEmail: Record<string, string> = validFields('contact');
    delete noEmail.email;
    const answers = await Promise.all([
      postJson(server.url, 'newsletter', randomUUID(), { email: 'a@b.co' }),
      postJson(server.url, 'contact', randomUUID(), { ...validFields('contact'), extra: 'x' }),
      postJson(server.url, 'contact', randomUUID(), noEmail),
      postJson(server.url, 'contact', randomUUID(), {
        ...validFields('contact'),
        email: 'not an address',
      }),
      postJson(server.url, 'application', randomUUID(), validFields('application')),
    ]);
    expect([otherKey, ...answers].map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(await count()).toBe(before);
  });

  it('cuts a body off past its limit: a huge JSON body and a résumé over the stated size', async () => {
    const before = await count();
    const maxBytes = rules.get('application')!.find((f) => f.kind === 'file')!.maxBytes!;
    const huge = await postJson(server.url, 'contact', randomUUID(), {
      message: 'x'.repeat(200_000),
    });
    expect(huge.status).toBe(413);
    const big = await postApplication(server.url, randomUUID(), {
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([PDF, Buffer.alloc(maxBytes)]),
    });
    expect(big.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it('limits requests per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push(
        (await postJson(server.url, 'signup', randomUUID(), { email: `n${i}@example.com` })).status,
      );
    expect(statuses.at(-1)).toBe(429);
    expect(
      statuses.every((s) => s === 200 || s === 400 || s === 403 || s === 413 || s === 429),
    ).toBe(true);
  });
});
