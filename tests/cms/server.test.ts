// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../../cms/auth/users.ts';
import { openDb, storeLead, type Sql } from '../../cms/db/index.ts';
import { SECURITY_HEADERS } from '../../cms/http/headers.ts';
import { escapeHtml } from '../../cms/http/html.ts';
import { uiText as words } from '../../cms/server/interfaceText.ts';
import fc from 'fast-check';
import { Browser, hostilePath, startTestCms } from './client.ts';
import { PDF, postApplication, postJson, send, timesAnswer, validFields } from './http.ts';

const PASSWORD = 'a long enough password';
let db: Sql;
let cms: Awaited<ReturnType<typeof startTestCms>>;

beforeAll(async () => {
  db = await openDb({ dir: 'memory' });
  // The site's per-address limit would stop the many leads these tests post from one address.
  cms = await startTestCms(db, {}, { leads: { rateLimit: { max: 10_000, windowMs: 60_000 } } });
  await addUser(cms.config.usersFile, 'alice', 'publisher', PASSWORD);
  await addUser(cms.config.usersFile, 'bob', 'editor', PASSWORD);
}, 60_000);
afterAll(async () => {
  await cms?.close();
  await db?.close();
});

const countOf = (text: string, part: string) => text.split(part).length - 1;

describe('login', () => {
  it('logs in, shows who is logged in, and logs out', async () => {
    const alice = new Browser(cms.url);
    const sent = await alice.logIn('alice', PASSWORD);
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/');
    const cookie = ([] as string[]).concat(sent.headers['set-cookie'] ?? []).join('\n');
    expect(cookie).toMatch(/^cms_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict/m);
    expect(cookie).not.toMatch(/Secure/);
    const home = await alice.get('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain(escapeHtml(words.signedInAs('alice', words.roles.publisher)));

    const out = await alice.post('/logout', { _csrf: alice.csrf });
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/login');
    expect((await alice.get('/')).status).toBe(303);
  });

  it('refuses a wrong password and an unknown name alike, with no session', async () => {
    for (const [name, password] of [
      ['alice', 'a wrong password here'],
      ['nobody', PASSWORD],
    ] as const) {
      const browser = new Browser(cms.url);
      const sent = await browser.logIn(name, password);
      expect(sent.status).toBe(401);
      expect(sent.body).toContain(escapeHtml(words.login.wrong));
      expect(String(sent.headers['set-cookie'] ?? '')).not.toContain('cms_session=');
    }
  });

  it('goes back to the page asked for, and never to another host', async () => {
    const alice = new Browser(cms.url);
    const asked = await alice.get('/inbox?form=contact');
    expect(asked.headers.location).toBe(`/login?next=${encodeURIComponent('/inbox?form=contact')}`);
    expect((await alice.logIn('alice', PASSWORD, '/inbox?form=contact')).headers.location).toBe(
      '/inbox?form=contact',
    );
    for (const next of ['//evil.test/x', 'https://evil.test', '/\\evil.test', '/\t/evil.test']) {
      const other = new Browser(cms.url);
      expect((await other.logIn('alice', PASSWORD, next)).headers.location).toBe('/');
    }
  });

  it('refuses a login form without its token or from another origin', async () => {
    const page = await send(`${cms.url}/login`, { method: 'GET' });
    const pre = String(page.headers['set-cookie']).split(';')[0]!;
    const form = (csrf: string) =>
      new URLSearchParams({ _csrf: csrf, name: 'alice', password: PASSWORD }).toString();
    const post = (csrf: string, origin: string) =>
      send(`${cms.url}/login`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: pre, origin },
        body: form(csrf),
      });
    expect((await post('', cms.url)).status).toBe(403);
    expect((await post(pre.split('=')[1]!, 'https://evil.test')).status).toBe(403);
    expect((await post(pre.split('=')[1]!, cms.url)).status).toBe(303);
  });
});

describe('over HTTPS, with a lockout', () => {
  let secure: Awaited<ReturnType<typeof startTestCms>>;
  const oldKey = randomUUID();
  beforeAll(async () => {
    const longAgo = new Date(Date.UTC(2001, 0, 1));
    await storeLead(
      db,
      { form: 'contact', fields: validFields('contact'), idempotencyKey: oldKey },
      longAgo,
    );
    secure = await startTestCms(db, { CMS_ORIGIN: 'https://cms.test' });
    await addUser(secure.config.usersFile, 'carol', 'editor', PASSWORD);
  });
  afterAll(() => secure?.close());

  it('deleted the leads past the privacy policy’s period when it started', async () => {
    const rows = await db.query('SELECT id FROM leads WHERE idempotency_key = $1', [oldKey]);
    expect(rows).toEqual([]);
  });

  it('sets a __Host- Secure cookie', async () => {
    const carol = new Browser(secure.url, 'https://cms.test', '__Host-cms_session');
    const sent = await carol.logIn('carol', PASSWORD);
    expect(sent.status).toBe(303);
    const cookie = ([] as string[]).concat(sent.headers['set-cookie'] ?? []).join('\n');
    expect(cookie).toMatch(
      /^__Host-cms_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict;.*Secure/m,
    );
    expect(sent.headers['strict-transport-security']).toBeTruthy();
  });

  it('locks an account out after five failures, even for the right password', async () => {
    const carol = new Browser(secure.url, 'https://cms.test', '__Host-cms_session');
    for (let i = 0; i < 5; i++)
      expect((await carol.logIn('carol', `wrong password ${i}!`)).status).toBe(401);
    const locked = await carol.logIn('carol', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toContain(escapeHtml(words.login.lockedOut(15)));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('every request', () => {
  it('carries the security headers, and an unknown address is a 404 page', async () => {
    for (const pathname of ['/login', '/nowhere', '/inbox/..%2f..%2fetc%2fpasswd', '/cms.css']) {
      const sent = await send(cms.url + pathname, { method: 'GET' });
      expect(sent.headers['content-security-policy']).toBe(
        SECURITY_HEADERS['content-security-policy'],
      );
      expect(sent.headers['x-content-type-options']).toBe('nosniff');
    }
    const missing = await send(`${cms.url}/nowhere`, { method: 'GET' });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain(escapeHtml(words.errors.notFound));
  });

  it('refuses a POST without the CSRF token, with a wrong one, or from another origin', async () => {
    const bob = new Browser(cms.url);
    await bob.logIn('bob', PASSWORD);
    const id = await postLead();
    expect((await bob.post(`/inbox/${id}/handled`, {})).status).toBe(403);
    expect(
      (await bob.post(`/inbox/${id}/handled`, { _csrf: `${bob.csrf.slice(1)}x` })).status,
    ).toBe(403);
    expect(
      (await bob.post(`/inbox/${id}/handled`, { _csrf: bob.csrf }, { origin: 'https://evil.test' }))
        .status,
    ).toBe(403);
    // Neither origin nor referer: refused too (a browser always sends one on a POST).
    const bare = await send(`${cms.url}/inbox/${id}/handled`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: bob.cookie },
      body: `_csrf=${bob.csrf}`,
    });
    expect(bare.status).toBe(403);
    expect((await bob.post(`/inbox/${id}/handled`, {}, { 'x-csrf-token': bob.csrf })).status).toBe(
      303,
    );
  });

  it('refuses a form over 1 MB with 413', async () => {
    const bob = new Browser(cms.url);
    await bob.logIn('bob', PASSWORD);
    const sent = await bob.post('/inbox/1/handled', {
      _csrf: bob.csrf,
      pad: 'x'.repeat(1024 * 1024),
    });
    expect(sent.status).toBe(413);
  });

  it('lets an editor read the inbox but not erase a person', async () => {
    const bob = new Browser(cms.url);
    await bob.logIn('bob', PASSWORD);
    expect((await bob.get('/inbox')).status).toBe(200);
    expect((await bob.get('/people')).status).toBe(403);
    const erase = await bob.post('/people/erase', {
      _csrf: bob.csrf,
      email: 'lead@example.com',
      confirm: 'yes',
    });
    expect(erase.status).toBe(403);
  });
});

async function postLead(fields = validFields('contact'), key = randomUUID()) {
  const sent = await postJson(`${cms.url}/leads`, 'contact', key, fields);
  expect(sent.status).toBe(200);
  const [row] = await db.query<{ id: number }>('SELECT id FROM leads WHERE idempotency_key = $1', [
    key,
  ]);
  return Number(row!.id);
}

describe('the inbox', () => {
  it('shows a lead posted to /leads exactly once, even when the site retried it', async () => {
    const key = randomUUID();
    const name = `Rim <b>${randomUUID().slice(0, 8)}</b>`;
    const fields = { ...validFields('contact'), name };
    for (let i = 0; i < 2; i++)
      expect((await postJson(`${cms.url}/leads`, 'contact', key, fields)).status).toBe(200);
    const bob = new Browser(cms.url);
    await bob.logIn('bob', PASSWORD);
    const list = await bob.get('/inbox?form=contact');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(countOf(list.body, escapeHtml(name))).toBe(1);
    expect(list.body).not.toContain(name);
    const id = /href="\/inbox\/(\d+)">([^<]*)/.exec(
      list.body.slice(list.body.indexOf(escapeHtml(name)) - 40),
    )?.[1];
    const detail = await bob.get(`/inbox/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toContain(escapeHtml(name));
    expect(detail.body).toContain(escapeHtml(words.inbox.markHandled));

    expect((await bob.post(`/inbox/${id}/handled`, { _csrf: bob.csrf, handled: '1' })).status).toBe(
      303,
    );
    expect((await bob.get(`/inbox/${id}`)).body).toContain(escapeHtml(words.inbox.markOpen));
    expect((await bob.post(`/inbox/${id}/handled`, { _csrf: bob.csrf, handled: '0' })).status).toBe(
      303,
    );
    expect((await bob.get(`/inbox/${id}`)).body).toContain(escapeHtml(words.inbox.markHandled));

    const csv = await bob.get('/inbox.csv?form=contact');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment/);
    expect(countOf(csv.body, `"${name}"`)).toBe(1);
    const other = await bob.get('/inbox.csv?form=application');
    expect(other.body).not.toContain(name);
  });

  it('filters by date and pages newest first', async () => {
    const bob = new Browser(cms.url);
    await bob.logIn('bob', PASSWORD);
    const today = new Date().toISOString().slice(0, 10);
    const id = await postLead();
    expect((await bob.get(`/inbox?from=${today}&to=${today}`)).body).toContain(
      `href="/inbox/${id}"`,
    );
    expect((await bob.get('/inbox?to=2001-01-01')).body).not.toContain(`href="/inbox/${id}"`);
    for (let i = 0; i < 50; i++)
      await storeLead(db, {
        form: 'contact',
        fields: validFields('contact'),
        idempotencyKey: randomUUID(),
      });
    const first = await bob.get('/inbox');
    expect(first.body).not.toContain(`href="/inbox/${id}"`);
    expect(first.body).toContain('rel="next"');
    expect((await bob.get('/inbox?page=2')).body).toContain(`href="/inbox/${id}"`);
  });

  it('downloads a résumé as an attachment of its sniffed type', async () => {
    const key = randomUUID();
    expect(
      (
        await postApplication(`${cms.url}/leads`, key, {
          name: 'cv.html',
          type: 'text/html',
          bytes: PDF,
        })
      ).status,
    ).toBe(200);
    const [row] = await db.query<{ id: number }>(
      'SELECT id FROM leads WHERE idempotency_key = $1',
      [key],
    );
    const bob = new Browser(cms.url);
    await bob.logIn('bob', PASSWORD);
    const file = await bob.get(`/inbox/${row!.id}/resume`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="lead-${row!.id}-resume.pdf"`,
    );
    expect(file.body).toBe(PDF.toString());
    for (const bad of ['abc', '0', '-1', '1e3', '99999999999999999999', '%2e%2e'])
      expect((await bob.get(`/inbox/${bad}/resume`)).status).toBe(404);
  });

  it('shows a consultation’s preferred times on the visitor’s clock and in UTC, and gives them as a calendar file', async () => {
    const key = randomUUID();
    const preferredTimes = timesAnswer([1, 4]);
    const fields = { ...validFields('consultation'), meetingType: 'phone-call', preferredTimes };
    expect((await postJson(`${cms.url}/leads`, 'consultation', key, fields)).status).toBe(200);
    const [row] = await db.query<{ id: number }>(
      'SELECT id FROM leads WHERE idempotency_key = $1',
      [key],
    );
    const bob = new Browser(cms.url);
    await bob.logIn('bob', PASSWORD);
    const page = await bob.get(`/inbox/${row!.id}`);
    expect(page.body).toContain('phone-call');
    const { windows } = JSON.parse(preferredTimes) as { windows: { local: string; utc: string }[] };
    for (const w of windows) {
      expect(page.body).toContain(`<time datetime="${w.utc}">`);
      expect(page.body).toContain(`${w.local.replace('T', ' ')} Africa/Casablanca`);
    }
    expect(page.body).not.toContain(escapeHtml(preferredTimes));
    const ics = await bob.get(`/inbox/${row!.id}/times.ics`);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body.match(/BEGIN:VEVENT/gu)).toHaveLength(2);
    // A lead with no preferred times has no calendar file.
    expect((await bob.get(`/inbox/${await postLead()}/times.ics`)).status).toBe(404);
  });

  it('lets a publisher export and, after confirming, erase a person', async () => {
    const email = `${randomUUID().slice(0, 8)}@example.com`;
    await postLead({ ...validFields('contact'), email });
    const alice = new Browser(cms.url);
    await alice.logIn('alice', PASSWORD);
    const data = await alice.post('/people/export', { _csrf: alice.csrf, email });
    expect(data.headers['content-disposition']).toMatch(/^attachment/);
    expect((JSON.parse(data.body) as { leads: unknown[] }).leads).toHaveLength(1);
    const ask = await alice.post('/people/erase', { _csrf: alice.csrf, email });
    expect(ask.body).toContain(escapeHtml(words.people.confirmText(email, 1)));
    expect(
      JSON.parse((await alice.post('/people/export', { _csrf: alice.csrf, email })).body).leads,
    ).toHaveLength(1);
    const done = await alice.post('/people/erase', { _csrf: alice.csrf, email, confirm: 'yes' });
    expect(done.body).toContain(escapeHtml(words.people.erased(1)));
    expect(
      JSON.parse((await alice.post('/people/export', { _csrf: alice.csrf, email })).body).leads,
    ).toHaveLength(0);
  });
});

describe('the service under hostile requests', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = new Browser(cms.url);
    await browser.logIn('bob', PASSWORD);
  });

  it('answers any path with a page or a refusal, never a server error (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostilePath,
        fc.constantFrom('GET', 'POST', 'HEAD', 'DELETE'),
        async (path, method) => {
          const sent = await send(cms.url + path, {
            method,
            headers: {
              cookie: browser.cookie,
              origin: cms.url,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: method === 'POST' ? `_csrf=${browser.csrf}` : undefined,
          });
          expect([200, 303, 400, 403, 404, 405]).toContain(sent.status);
          expect(sent.headers['x-content-type-options']).toBe('nosniff');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads forms that are malformed or half-arrived without harm (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 400 }),
        fc.boolean(),
        async (body, end) => {
          const sent = await send(`${cms.url}/inbox/1/handled`, {
            headers: {
              cookie: browser.cookie,
              origin: cms.url,
              'content-type': 'application/x-www-form-urlencoded',
              'x-csrf-token': browser.csrf,
            },
            body,
            end,
          });
          if (end) expect([303, 404]).toContain(sent.status);
        },
      ),
      { numRuns: 30 },
    );
    expect((await browser.get('/inbox')).status).toBe(200);
  });
});
