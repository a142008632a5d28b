// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sessions } from '../../cms/auth/sessions.ts';
import { openDb, type Sql } from '../../cms/db/index.ts';
import { createCore, FORM_LIMIT, safeNext, type CmsCore } from '../../cms/server/app.ts';
import { escapeHtml, html } from '../../cms/http/html.ts';
import { dayStart } from '../../cms/db/dates.ts';
import { filterOf, inboxRoutes, leadId, queryOf } from '../../cms/server/inbox.ts';
import { hostilePath } from './client.ts';

let db: Sql;
let core: CmsCore;
const TOKEN = 'T'.repeat(43);
beforeAll(async () => {
  db = await openDb({ dir: 'memory' });
  core = createCore({
    usersFile: '/nonexistent/users.json',
    secure: false,
    sessions: new Sessions(db),
    log: () => {},
  });
  core.mount(inboxRoutes(db, ['contact']));
  core.mount([
    {
      method: 'POST',
      pattern: '/echo',
      action: 'public',
      handle: (c) => c.text(String([...(c.get('form') ?? new URLSearchParams()).keys()].length)),
    },
  ]);
}, 60_000);
afterAll(() => db?.close());

const request = (path: string, init: RequestInit = {}) =>
  core.app.request(`http://cms.test${path}`, init, {
    // What @hono/node-server hands a route: Node's request (the address of the login limiter).
    incoming: { socket: { remoteAddress: '127.0.0.1' }, headers: {} },
  } as never);

describe('the core (properties)', () => {
  it('answers any path and method with a page or a refusal, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostilePath,
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'),
        async (path, method) => {
          let answer: Response;
          try {
            answer = await request(path, { method, headers: { origin: 'http://cms.test' } });
          } catch {
            return; // a path the URL parser itself refuses never reaches the service
          }
          expect([200, 303, 400, 403, 404, 405]).toContain(answer.status);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reads a lead id from digits only', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.nat().map(String), fc.double().map(String)), (text) => {
        const id = leadId(text);
        if (id !== null) {
          expect(String(id)).toBe(text);
          expect(Number.isSafeInteger(id) && id > 0).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a filter from any query is one the inbox can run', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('form', 'from', 'to', 'page'), fc.string()),
        (q) => {
          const f = filterOf(new URLSearchParams(q), ['contact']);
          expect([null, 'contact']).toContain(f.form);
          expect(Number.isInteger(f.page) && f.page >= 1).toBe(true);
          if (f.from) expect(dayStart(f.from)).toBeInstanceOf(Date);
          const query = queryOf(f);
          if (query.to) expect(query.to.getUTCFullYear()).toBeLessThan(10_000);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('next= after login (property)', () => {
  it('is always a path of the service itself', () => {
    const base = 'http://cms.invalid';
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.constantFrom(
            '//evil.test',
            '/\\evil.test',
            '/\t/evil.test',
            '/%2F%2Fevil.test',
            '/..//evil.test',
            '/../\\evil.test',
            'javascript:alert(1)',
          ),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `//${s}`),
        ),
        (next) => {
          const safe = safeNext(next);
          expect(safe.startsWith('/') && !safe.startsWith('//')).toBe(true);
          expect(new URL(safe, base).origin).toBe(base);
          // What a browser does with the Location header: still this origin.
          expect(new URL(safe, 'https://cms.example').origin).toBe('https://cms.example');
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the form body (properties)', () => {
  it('parses any bytes without throwing, and refuses past the limit with 413', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 8 }),
        fc.boolean(),
        async (parts, huge) => {
          const body = Buffer.concat([
            ...parts.map((p) => Buffer.from(p)),
            Buffer.alloc(huge ? FORM_LIMIT : 0),
          ]);
          const answer = await request('/echo', {
            method: 'POST',
            body,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin: 'http://cms.test',
              host: 'cms.test',
              cookie: `cms_pre=${TOKEN}`,
              'x-csrf-token': TOKEN,
            },
          });
          expect(answer.status).toBe(body.length > FORM_LIMIT ? 413 : 200);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    const answer = await request('/echo', {
      method: 'POST',
      body: 'a=1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(2 * FORM_LIMIT),
        origin: 'http://cms.test',
        host: 'cms.test',
        cookie: `cms_pre=${TOKEN}`,
        'x-csrf-token': TOKEN,
      },
    });
    expect(answer.status).toBe(413);
  });
});

describe('html', () => {
  it('escapes every value it did not write itself (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const inner = escapeHtml(value);
        expect(inner).not.toMatch(/[<>"']/);
        expect(html`<p title="${value}">${value}</p>`.text).toBe(
          `<p title="${inner}">${inner}</p>`,
        );
        const back = inner.replace(
          /&(lt|gt|quot|#39);/g,
          (e) => ({ '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[e]!,
        );
        expect(back.replace(/&amp;/g, '&')).toBe(value);
      }),
      { numRuns: 300 },
    );
  });
});
