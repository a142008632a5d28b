// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Sessions } from '../../cms/auth/sessions.ts';
import { addUser, findUser } from '../../cms/auth/users.ts';
import { openDb, storeLead, type Sql } from '../../cms/db/index.ts';
import { createCore, type CmsCore } from '../../cms/server/app.ts';
import {
  BEACON_BYTES,
  BEACON_EVENTS,
  BeaconRefused,
  METRICS,
  readBeacon,
  type SiteEvent,
} from '../../cms/analytics/beacon.ts';
import { bucketOf, p75, valueOf } from '../../cms/analytics/histogram.ts';
import { siteReport, periodBefore } from '../../cms/analytics/report.ts';
import { beaconRoutes } from '../../cms/analytics/routes.ts';
import { formatMetric, periodOf, sitePageRoute } from '../../cms/analytics/sitePage.ts';
import {
  analyticsStore,
  CAPS,
  deleteExpiredAnalytics,
  MAX_PATHS,
  MAX_REFERRERS,
  MAX_TARGETS,
  OTHER,
} from '../../cms/analytics/store.ts';

const LANGUAGES = ['en', 'ar', 'fr', 'es', 'de', 'it'];
const SITE = 'https://site.test';
const DAY = new Date('2026-11-20T12:00:00Z');

let db: Sql;
beforeAll(async () => {
  db = await openDb({ dir: 'memory' });
}, 60_000);
afterAll(() => db?.close());
beforeEach(async () => {
  for (const t of ['site_views', 'site_referrers', 'site_vitals', 'site_vital_targets', 'leads'])
    await db.query(`DELETE FROM ${t}`);
});

const view = (p: string, more: object = {}) => ({ t: 'view', path: p, device: 'phone', ...more });
const vital = (p: string, name: string, value: number, target?: string) => ({
  t: 'vital',
  path: p,
  name,
  value,
  ...(target ? { target } : {}),
});
const body = (...events: object[]) => JSON.stringify({ events });
const count = async (table: string) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`))[0]!.n);

describe('a beacon is read as hostile', () => {
  it('takes views and vitals, the language from the path', () => {
    const events = readBeacon(
      body(view('/fr/services', { ref: 'google.com' }), vital('/ar', 'LCP', 812.5, 'main h1')),
      LANGUAGES,
    );
    expect(events).toEqual([
      {
        kind: 'view',
        path: '/fr/services',
        language: 'fr',
        device: 'phone',
        referrer: 'google.com',
      },
      {
        kind: 'vital',
        path: '/ar',
        language: 'ar',
        metric: 'LCP',
        value: 812.5,
        target: 'main h1',
      },
    ]);
    expect(readBeacon(body(view('/services')), LANGUAGES)[0]).toMatchObject({ language: 'en' });
  });

  it.each([
    ['a path with a query', body(view('/services?x=1'))],
    ['a path going up', body(view('/../etc'))],
    ['an unknown device', body(view('/', { device: 'fridge' }))],
    ['a referrer that is no host', body(view('/', { ref: 'a b' }))],
    ['an unknown metric', body(vital('/', 'FID', 10))],
    ['a negative value', body(vital('/', 'LCP', -1))],
    ['an hour-long paint', body(vital('/', 'LCP', 3_600_000))],
    ['a CLS of 50', body(vital('/', 'CLS', 50))],
    ['a target with a line break', body(vital('/', 'LCP', 1, 'a\nb'))],
    ['no events', body()],
    ['too many events', body(...Array.from({ length: BEACON_EVENTS + 1 }, () => view('/')))],
    ['not JSON', '{"events":'],
    ['too large', `${body(view('/'))}${' '.repeat(BEACON_BYTES)}`],
  ])('refuses %s', (_, text) => {
    expect(() => readBeacon(text, LANGUAGES)).toThrow(BeaconRefused);
  });

  it('never fails otherwise, and what it takes is always in range (property)', () => {
    const anyEvent = fc.oneof(
      fc.anything(),
      fc.record({
        t: fc.constantFrom('view', 'vital', 'other'),
        path: fc.oneof(fc.string(), fc.constantFrom('/', '/fr/about', '/blog/a-b')),
        device: fc.constantFrom('phone', 'tablet', 'desktop', 'x'),
        ref: fc.oneof(fc.constant(null), fc.string(), fc.domain()),
        name: fc.constantFrom(...METRICS, 'FID'),
        value: fc.oneof(fc.double(), fc.integer()),
        target: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 200 })),
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(anyEvent).map((e) => body(...(e as object[]))),
        ),
        (text) => {
          let events: SiteEvent[];
          try {
            events = readBeacon(text, LANGUAGES);
          } catch (error) {
            expect(error).toBeInstanceOf(BeaconRefused);
            return;
          }
          expect(events.length).toBeGreaterThan(0);
          expect(events.length).toBeLessThanOrEqual(BEACON_EVENTS);
          for (const e of events) {
            expect(e.path).toMatch(/^\/[a-z0-9/-]*$/);
            expect(LANGUAGES).toContain(e.language);
            if (e.kind === 'vital') expect(Number.isFinite(e.value) && e.value >= 0).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('vitals are kept as bucket counts', () => {
  it('reads a p75 within 5 % of the true one (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...METRICS),
        fc.array(fc.double({ min: 1, max: 30_000, noNaN: true }), { minLength: 1, maxLength: 200 }),
        (metric, raw) => {
          const values = raw.map((v) => (metric === 'CLS' ? v / 10_000 : v));
          const counts = new Map<number, number>();
          for (const v of values)
            counts.set(bucketOf(metric, v), (counts.get(bucketOf(metric, v)) ?? 0) + 1);
          const sorted = [...values].sort((a, b) => a - b);
          const truth = sorted[Math.ceil(sorted.length * 0.75) - 1]!;
          const read = p75(metric, counts)!;
          // The bucket's middle: within half a bucket (5 %) plus one unit at the low end.
          expect(Math.abs(read - truth)).toBeLessThanOrEqual(
            truth * 0.06 + (metric === 'CLS' ? 0.001 : 1),
          );
        },
      ),
    );
  });

  it('has nothing to say without samples', () => {
    expect(p75('LCP', new Map())).toBeNull();
    expect(valueOf('CLS', bucketOf('CLS', 0))).toBeLessThan(0.001);
  });
});

describe('the counts stay bounded whatever arrives', () => {
  it('counts each view and vital into the day, nothing more', async () => {
    const store = analyticsStore(db);
    const events = readBeacon(
      body(
        view('/about', { ref: 'google.com' }),
        view('/about'),
        vital('/about', 'LCP', 900, 'h1'),
      ),
      LANGUAGES,
    );
    await store(events, DAY);
    const rows = await db.query<{ day: string; views: number }>(
      'SELECT day, views FROM site_views',
    );
    expect(rows).toEqual([{ day: '2026-11-20', views: 2 }]);
    expect(await count('site_referrers')).toBe(1);
    expect(await count('site_vitals')).toBe(1);
    expect(await count('site_vital_targets')).toBe(1);
  });

  it('folds pages past the day’s cap into one row, and caps referrers and targets', async () => {
    const store = analyticsStore(db);
    const paths = Array.from({ length: MAX_PATHS + 50 }, (_, i) => `/p${i}`);
    for (let i = 0; i < paths.length; i += BEACON_EVENTS)
      await store(
        readBeacon(
          body(
            ...paths
              .slice(i, i + BEACON_EVENTS)
              .map((p) => view(p, { ref: `h${p.slice(2)}.test` })),
          ),
          LANGUAGES,
        ),
        DAY,
      );
    const distinct = await db.query<{ path: string }>('SELECT DISTINCT path FROM site_views');
    expect(distinct).toHaveLength(MAX_PATHS + 1);
    expect(distinct.map((r) => r.path)).toContain(OTHER);
    expect(await count('site_referrers')).toBe(MAX_REFERRERS);
    const targets = Array.from({ length: MAX_TARGETS + 10 }, (_, i) =>
      vital('/p1', 'INP', 300, `button#b${i}`),
    );
    await store(readBeacon(body(...targets), LANGUAGES), DAY);
    expect(await count('site_vital_targets')).toBe(MAX_TARGETS);
    // A new day starts its own caps.
    await store(readBeacon(body(view('/new-day')), LANGUAGES), new Date('2026-11-21T00:00:00Z'));
    expect(await db.query('SELECT path FROM site_views WHERE day = $1', ['2026-11-21'])).toEqual([
      { path: '/new-day' },
    ]);
  });

  it('counts vitals past the day’s row cap under OTHER, and keeps at most so many elements', async () => {
    const store = analyticsStore(db, { ...CAPS, vitalRows: 4, targetRows: 3 });
    const values = [10, 20, 40, 80, 160, 320, 640];
    await store(
      readBeacon(body(...values.map((v, i) => vital(`/v${i}`, 'LCP', v, `img#i${i}`))), LANGUAGES),
      DAY,
    );
    const paths = await db.query<{ path: string }>(
      'SELECT DISTINCT path FROM site_vitals ORDER BY path',
    );
    expect(paths.map((r) => r.path)).toEqual([OTHER, '/v0', '/v1', '/v2', '/v3']);
    expect(await count('site_vital_targets')).toBe(3);
    // Every sample is still counted somewhere.
    const [sum] = await db.query<{ n: number }>(
      'SELECT sum(samples)::integer AS n FROM site_vitals',
    );
    expect(sum?.n).toBe(values.length);
  });

  it('holds no more rows a day than its caps, whatever a flood sends (property)', async () => {
    const limits = { ...CAPS, paths: 5, referrers: 3, vitalRows: 8, targets: 2, targetRows: 4 };
    const event = fc.oneof(
      fc.record({
        t: fc.constant('view'),
        path: fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g'),
        device: fc.constantFrom('phone', 'tablet', 'desktop'),
        ref: fc.constantFrom(null, 'a.test', 'b.test', 'c.test', 'd.test', 'e.test'),
      }),
      fc.record({
        t: fc.constant('vital'),
        path: fc.constantFrom('/a', '/b', '/c', '/fr/d', '/ar/e', '/f'),
        name: fc.constantFrom(...METRICS),
        value: fc.double({ min: 0, max: 10, noNaN: true }),
        target: fc.constantFrom('a', 'b', 'c', 'd'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(event, { minLength: 1, maxLength: 20 }), { maxLength: 6 }),
        async (beacons) => {
          for (const t of ['site_views', 'site_referrers', 'site_vitals', 'site_vital_targets'])
            await db.query(`DELETE FROM ${t}`);
          const store = analyticsStore(db, limits);
          for (const events of beacons) await store(readBeacon(body(...events), LANGUAGES), DAY);
          const distinct = async (sql: string) =>
            Number((await db.query<{ n: number }>(sql))[0]!.n);
          expect(
            await distinct(
              "SELECT count(DISTINCT path)::integer AS n FROM site_views WHERE path <> '(other)'",
            ),
          ).toBeLessThanOrEqual(5);
          expect(await count('site_referrers')).toBeLessThanOrEqual(3);
          expect(
            await distinct(
              "SELECT count(*)::integer AS n FROM site_vitals WHERE path <> '(other)'",
            ),
          ).toBeLessThanOrEqual(8);
          expect(await count('site_vital_targets')).toBeLessThanOrEqual(4);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('deletes the days past the retention period', async () => {
    const store = analyticsStore(db);
    await store(
      readBeacon(body(view('/old'), vital('/old', 'LCP', 1)), LANGUAGES),
      new Date('2024-01-01T00:00:00Z'),
    );
    await store(readBeacon(body(view('/kept')), LANGUAGES), DAY);
    await deleteExpiredAnalytics(db, new Date('2025-01-01T00:00:00Z'));
    expect(await db.query('SELECT path FROM site_views')).toEqual([{ path: '/kept' }]);
    expect(await count('site_vitals')).toBe(0);
  });
});

describe('the Site page’s report', () => {
  it('shows views and leads per page and language, and each vital’s p75 beside the period before', async () => {
    const store = analyticsStore(db);
    const before = new Date('2026-11-10T12:00:00Z');
    await store(readBeacon(body(vital('/fr/contact', 'LCP', 2000)), LANGUAGES), before);
    await store(
      readBeacon(
        body(
          view('/fr/contact'),
          view('/fr/contact'),
          view('/'),
          vital('/fr/contact', 'LCP', 1000),
        ),
        LANGUAGES,
      ),
      DAY,
    );
    await storeLead(
      db,
      { form: 'contact', fields: { name: 'A' }, idempotencyKey: 'k-1', page: '/fr/contact' },
      DAY,
    );
    const report = await siteReport(db, { from: '2026-11-14', to: '2026-11-20' }, LANGUAGES);
    expect(report.pages).toEqual([
      { path: '/fr/contact', language: 'fr', views: 2, leads: 1 },
      { path: '/', language: 'en', views: 1, leads: 0 },
    ]);
    expect(report.viewsByDay.get('fr')?.at(-1)).toBe(2);
    const lcp = report.vitals.find((v) => v.metric === 'LCP')!;
    expect(lcp.p75).toBeGreaterThan(950);
    expect(lcp.p75).toBeLessThan(1050);
    expect(lcp.before).toBeGreaterThan(1900);
    expect(report.vitalByDay.get('fr')?.at(-1)).toBe(lcp.p75);
    expect(periodBefore({ from: '2026-11-14', to: '2026-11-20' })).toEqual({
      from: '2026-11-07',
      to: '2026-11-13',
    });
  });

  it('reads any address as a period of at most a year, never an error (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (from, to) => {
        const p = periodOf(new URLSearchParams({ from, to }), DAY);
        expect(p.from <= p.to).toBe(true);
        expect(Date.parse(p.to) - Date.parse(p.from)).toBeLessThan(366 * 86_400_000);
      }),
    );
    expect(formatMetric('LCP', 1234)).toBe('1.23 s');
    expect(formatMetric('INP', 180.4)).toBe('180 ms');
    expect(formatMetric('CLS', 0.051)).toBe('0.05');
  });
});

describe('the service’s /beacon and /site', () => {
  let core: CmsCore;
  let cookie = '';
  let address = '10.0.0.1';
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-analytics-'));
    const usersFile = path.join(dir, 'users.json');
    await addUser(usersFile, 'amina', 'editor', 'a long enough password');
    const sessions = new Sessions(db);
    core = createCore({ usersFile, secure: false, sessions, log: () => {} });
    core.mount(
      beaconRoutes(db, {
        origins: [SITE],
        languages: LANGUAGES,
        clientAddress: () => address,
        perMinute: 5,
      }),
    );
    core.mount([sitePageRoute(db, { languages: LANGUAGES, kept: '2 years' })]);
    const session = await sessions.start(findUser(usersFile, 'amina')!);
    cookie = `cms_session=${session.id}`;
  });
  const beacon = (text: string, headers: Record<string, string> = { origin: SITE }) =>
    core.app.request('http://cms.test/beacon', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      body: text,
    });

  it('counts a batch from the site, and refuses other origins, big bodies and floods', async () => {
    address = '10.0.0.1';
    const ok = await beacon(body(view('/services')));
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await beacon(body(view('/services')), { origin: 'https://evil.test' })).status).toBe(
      403,
    );
    expect((await beacon(body(view('/services')), {})).status).toBe(403);
    expect((await beacon('x'.repeat(BEACON_BYTES + 1))).status).toBe(413);
    expect((await beacon('{"events":[1]}')).status).toBe(400);
    address = '10.0.0.2';
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await beacon(body(view('/')))).status);
    expect(answers).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect(await count('site_views')).toBe(2);
  });

  it('shows the Site page to the team only, with its charts and their tables', async () => {
    address = '10.0.0.3';
    await beacon(body(view('/de/about'), vital('/de/about', 'LCP', 700, 'main h1')));
    const anonymous = await core.app.request('http://cms.test/site');
    expect(anonymous.status).toBe(303);
    const page = await core.app.request('http://cms.test/site', { headers: { cookie } });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('<svg viewBox');
    expect(text).toMatch(/<td>\/de\/about<\/td>\s*<td>de<\/td>\s*<td>1<\/td>/);
    expect(text).toContain('main h1');
    expect(text).toContain('kept 2 years');
  });
});
