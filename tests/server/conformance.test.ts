// @vitest-environment node
/**
 * One HTTP conformance suite for the three engines the site is served with: the local Node server
 * (npm start), nginx and Caddy over the configurations the build writes. The same few hundred
 * requests, hostile ones included, go to each; their answers must agree on everything a visitor,
 * a cache or a browser acts on. nginx and Caddy are Debian's packages: .ci/run installs them.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../scripts/lib/headers';
import {
  ENGINES,
  engineBinary,
  installCommand,
  startEngine,
  type Running,
} from '../../scripts/lib/engines';
import { fixtureSite, freePort, raw, type Answer } from './engines';

let dir = '';
const running: Running[] = [];

beforeAll(async () => {
  const missing = (['nginx', 'caddy'] as const).filter((e) => !engineBinary(e));
  if (missing.length)
    throw new Error(
      `The conformance suite needs ${missing.join(' and ')}: ${missing.map(installCommand).join('; ')}`,
    );
  dir = fixtureSite();
  for (const engine of ENGINES) running.push(await startEngine(engine, dir, await freePort()));
}, 60_000);

afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const PATHS = [
  '/',
  '/about',
  '/about/',
  '/about//',
  '/about/index.html',
  '/about/index',
  '/index.html',
  '/robots.txt',
  '/robots.txt/',
  '/assets/app-abc123.js',
  '/assets/font-9f8e.woff2',
  '/assets/gone-123.js',
  '/nope',
  '/app',
  '/app/',
  '/app/business/overview',
  '/_headers',
  '/_redirects',
  '/index.html.gz',
  '/index.html.br',
  '/assets/app-abc123.js.br',
  '/robots.txt.gz',
  '/.vite/manifest.json',
  '/%61bout',
  '/about%2Findex.html',
  '/about%5cindex.html',
  '/\\evil.example/',
  '//evil.example/',
  '/%2Fevil.example/',
  '/%5Cevil.example/',
  '/./about',
  '/../about',
  '/about/..',
  '/%2e%2e/about',
  '/assets/../about',
  '//about',
  '/about?x=1',
  '/about/?a=b&c=%2F',
  '/?',
  '/%',
  '/%E0',
  '/caf%C3%A9',
  'http://evil.example/about',
  '*',
  '//',
  '///',
  '/\\/',
];
const RANGES = [
  'bytes=0-0',
  'bytes=0-99',
  'bytes=10-',
  'bytes=-5',
  'bytes=-0',
  'bytes=-99999',
  'bytes=2-1',
  'bytes=abc',
  'bytes=0-99999999999999999999',
  'bytes=99999999999999999999-',
  'bytes=0-1,3-4',
  'bytes=0-1,abc',
  'items=0-1',
  'Bytes=0-10',
  'bytes= 5-10',
  'bytes=100000-',
  'bytes=',
  'bytes=-',
];
const ETAG = '\u0000etag';
const LAST_MODIFIED = 'Fri, 02 Jan 2026 03:04:05 GMT';

interface Request {
  method: string;
  target: string;
  range: string | null;
  encoding: string | null;
  ifNoneMatch: string | null;
  ifModifiedSince: string | null;
}

const request: fc.Arbitrary<Request> = fc.record({
  method: fc.constantFrom(
    'GET',
    'GET',
    'GET',
    'GET',
    'HEAD',
    'HEAD',
    'POST',
    'PUT',
    'OPTIONS',
    'DELETE',
    'PATCH',
    'BREW',
  ),
  target: fc.constantFrom(...PATHS),
  range: fc.option(fc.constantFrom(...RANGES), { freq: 2 }),
  encoding: fc.option(fc.constantFrom('gzip', 'gzip, deflate, br', 'identity', 'br', 'deflate')),
  ifNoneMatch: fc.option(fc.constantFrom('*', '"junk"', ETAG, `W/${ETAG}`, `"x", ${ETAG}`), {
    freq: 4,
  }),
  ifModifiedSince: fc.option(
    fc.constantFrom(
      LAST_MODIFIED,
      'Thu, 01 Jan 2099 00:00:00 GMT',
      'Sat, 01 Jan 2000 00:00:00 GMT',
      'garbage',
    ),
    { freq: 4 },
  ),
});

/**
 * With both validators, nginx answers 304 only when both hold, where RFC 9110 (and Go, and the
 * local server) let If-None-Match decide alone. A browser revalidating sends the Last-Modified it
 * was given, which holds on every engine: the suite sends both only that way.
 */
const asBrowsersDo = (r: Request): Request =>
  r.ifNoneMatch !== null && r.ifModifiedSince !== null
    ? { ...r, ifModifiedSince: LAST_MODIFIED }
    : r;

function text(r: Request, etag: string | undefined): string {
  const lines = [`${r.method} ${r.target} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
  if (r.range !== null) lines.push(`Range: ${r.range}`);
  if (r.encoding !== null) lines.push(`Accept-Encoding: ${r.encoding}`);
  if (r.ifNoneMatch !== null)
    lines.push(`If-None-Match: ${r.ifNoneMatch.replace(ETAG, etag ?? '"none"')}`);
  if (r.ifModifiedSince !== null) lines.push(`If-Modified-Since: ${r.ifModifiedSince}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** What must agree: what a browser, a cache or a crawler acts on. */
function view(a: Answer) {
  // A request the HTTP parser refuses (400, or 431 for a head too large): Go's (Caddy's) answers
  // before any configuration runs, without the site's headers. The status is what must agree.
  if (a.status === 400 || a.status === 431) return { status: a.status };
  const h = a.headers;
  const security = Object.keys(securityHeaders()).filter(
    (k) => h[k.toLowerCase()] !== securityHeaders()[k],
  );
  return {
    status: a.status,
    missingSecurityHeaders: security,
    location: h.location,
    contentEncoding: h['content-encoding'],
    cacheControl: h['cache-control'],
    contentRange: a.status === 206 ? h['content-range'] : undefined,
    length: a.status === 206 ? h['content-length'] : undefined,
    allow: a.status === 405 ? h.allow : undefined,
  };
}

/** The engines' answers to the same requests, a few at a time per engine. */
async function ask(engine: Running, requests: readonly Request[]): Promise<Answer[]> {
  // Each engine's own ETag for a path and encoding: If-None-Match sends it back.
  const etags = new Map<string, string | undefined>();
  const answers: Answer[] = [];
  for (let i = 0; i < requests.length; i += 16) {
    const batch = requests.slice(i, i + 16);
    answers.push(
      ...(await Promise.all(
        batch.map(async (r) => {
          const key = `${r.target} ${r.encoding}`;
          if (r.ifNoneMatch?.includes(ETAG) && !etags.has(key)) {
            const plain = {
              ...r,
              method: 'GET',
              range: null,
              ifNoneMatch: null,
              ifModifiedSince: null,
            };
            etags.set(key, (await raw(engine.port, text(plain, undefined))).headers.etag);
          }
          return raw(engine.port, text(r, etags.get(key)));
        }),
      )),
    );
  }
  return answers;
}

/**
 * Requests the engines once answered each its own way, and the one answer all three
 * now give: a client's mistake is never a 500, and "q=0" refuses a coding.
 */
const HOSTILE: {
  name: string;
  request: string;
  status: number;
  encoding?: string;
  range?: string;
}[] = [
  { name: '8 KB URL', request: get(`/${'a'.repeat(8 * 1024)}`), status: 431 },
  { name: '70 KB URL', request: get(`/${'a'.repeat(70 * 1024)}`), status: 431 },
  { name: '/%00', request: get('/%00'), status: 400 },
  { name: '/about%00.html', request: get('/about%00.html'), status: 400 },
  {
    name: '70 KB header',
    request: get('/about', [`X-Big: ${'a'.repeat(70 * 1024)}`]),
    status: 431,
  },
  { name: 'two Host headers', request: get('/about', ['Host: other.example']), status: 400 },
  { name: 'br;q=0', request: get('/about', ['Accept-Encoding: br;q=0']), status: 200 },
  { name: 'gzip;q=0', request: get('/about', ['Accept-Encoding: gzip;q=0']), status: 200 },
  {
    name: 'br;q=0, gzip',
    request: get('/about', ['Accept-Encoding: br;q=0, gzip']),
    status: 200,
    encoding: 'gzip',
  },
  {
    name: 'gzip, br;q=0.0',
    request: get('/about', ['Accept-Encoding: gzip, br;q=0.0']),
    status: 200,
    encoding: 'gzip',
  },
  {
    name: 'br;q=0.5',
    request: get('/about', ['Accept-Encoding: br;q=0.5']),
    status: 200,
    encoding: 'br',
  },
  {
    name: 'Range: bytes=1-0,0-1',
    request: get('/robots.txt', ['Range: bytes=1-0,0-1']),
    status: 200,
  },
  {
    name: 'Range: bytes=0-1,3-4',
    request: get('/robots.txt', ['Range: bytes=0-1,3-4']),
    status: 200,
  },
  {
    name: 'Range with br;q=0',
    request: get('/robots.txt', ['Range: bytes=0-1', 'Accept-Encoding: br;q=0']),
    status: 206,
    range: 'bytes 0-1/',
  },
];

function get(target: string, headers: string[] = []): string {
  return `${[`GET ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headers].join('\r\n')}\r\n\r\n`;
}

describe('hostile requests, one answer from every engine', () => {
  it.each(HOSTILE)('$name', async (row) => {
    for (const engine of running) {
      const a = await raw(engine.port, row.request);
      const got = {
        status: a.status,
        encoding: a.headers['content-encoding'],
        range: a.headers['content-range']?.replace(/\d+$/, ''),
      };
      expect(got, engine.engine).toEqual({
        status: row.status,
        encoding: row.encoding,
        range: row.range,
      });
    }
  });
});

describe('nginx, Caddy and the local server answer alike', () => {
  it('for a few hundred requests, hostile ones included', async () => {
    const requests = [
      ...PATHS.map((target) => ({
        method: 'GET',
        target,
        range: null,
        encoding: null,
        ifNoneMatch: null,
        ifModifiedSince: null,
      })),
      ...fc.sample(request, { numRuns: 300, seed: 20261127 }).map(asBrowsersDo),
    ];
    const answers = await Promise.all(running.map((engine) => ask(engine, requests)));
    const differences: string[] = [];
    requests.forEach((r, i) => {
      const views = answers.map((a) => JSON.stringify(view(a[i]!)));
      // "OPTIONS *" asks about the server, not a resource (RFC 9110 §9.3.7): Go answers it itself,
      // 200 and empty, before Caddy's configuration runs; no engine sends a file to it.
      const compared =
        r.method === 'OPTIONS' && r.target === '*'
          ? views.filter((_, k) => running[k]!.engine !== 'caddy')
          : views;
      if (new Set(compared).size > 1)
        differences.push(
          `${JSON.stringify(text(r, '<etag>'))}\n${running.map((e, k) => `  ${e.engine}: ${views[k]}`).join('\n')}`,
        );
    });
    expect(differences.join('\n')).toBe('');
    // A browser's request gets the Brotli copy from each, and a gzip-only client the gzip one.
    for (const [encoding, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const)
      for (const engine of running) {
        const [answer] = await ask(engine, [
          {
            method: 'GET',
            target: '/about',
            range: null,
            encoding,
            ifNoneMatch: null,
            ifModifiedSince: null,
          },
        ]);
        expect(answer!.headers['content-encoding'], `${engine.engine}: ${encoding}`).toBe(sent);
      }
    // Every engine answered every request (no hang, no drop).
    for (const a of answers.flat()) expect(a.status).toBeGreaterThan(0);
  }, 60_000);
});
