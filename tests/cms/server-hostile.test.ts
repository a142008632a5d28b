// @vitest-environment node
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNext } from '../../cms/server/app.ts';
import { BodyTooLarge, readForm } from '../../cms/server/body.ts';
import type { CmsRoute } from '../../cms/server/contract.ts';
import { escapeHtml, html } from '../../cms/server/html.ts';
import { dayOf, filterOf, leadId } from '../../cms/server/inbox.ts';
import { Router } from '../../cms/server/router.ts';
import { hostilePath } from './client.ts';

const route = (pattern: string): CmsRoute => ({
  method: 'GET',
  pattern,
  action: 'read',
  handle() {},
});
const router = new Router();
router.add(
  ['/', '/inbox', '/inbox.csv', '/inbox/:id', '/inbox/:id/resume', '/preview/:name/*'].map(route),
);

describe('the router (properties)', () => {
  it('never throws, and a match names only the pattern’s own parameters', () => {
    fc.assert(
      fc.property(hostilePath, (path) => {
        const { found } = router.match('GET', path);
        if (!found) return;
        const names = (found.route.pattern.match(/:(\w+)|\*/g) ?? []).map((n) =>
          n.replace(':', ''),
        );
        expect(Object.keys(found.params).sort()).toEqual(names.sort());
        for (const value of Object.values(found.params)) expect(typeof value).toBe('string');
      }),
      { numRuns: 300 },
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
          if (f.from) expect(dayOf(f.from)).toBeInstanceOf(Date);
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

const bodyOf = (chunks: Buffer[], headers: Record<string, string> = {}) =>
  Object.assign(Readable.from(chunks), { headers }) as unknown as IncomingMessage;

describe('the form body (properties)', () => {
  it('parses any bytes without throwing, and refuses past the limit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 2000 }),
        async (parts, limit) => {
          const chunks = parts.map((p) => Buffer.from(p));
          const size = chunks.reduce((n, c) => n + c.length, 0);
          const read = readForm(bodyOf(chunks), limit);
          if (size > limit) await expect(read).rejects.toBeInstanceOf(BodyTooLarge);
          else expect(await read).toBeInstanceOf(URLSearchParams);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    await expect(
      readForm(bodyOf([], { 'content-length': String(2 * 1024 * 1024) })),
    ).rejects.toBeInstanceOf(BodyTooLarge);
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
