// @vitest-environment node
import fs from 'node:fs';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendEmailBox } from '../../src/forms/boxSend';
import { emailBoxReducer, initialEmailBox } from '../../src/forms/emailBox';
import { keyKeeper, newKey } from '../../src/forms/key';
import { MIN_FILL_AUTOFILL_MS, MIN_FILL_MS, minFillFor } from '../../src/forms/minFill';
import type { FormField } from '../../src/generated/schema-types';
import { KEY_FIELD, KEY_HEADER, httpTransport } from '../../src/forms/transport';

/*
 * The endpoint's answers, as a browser's fetch reports them. A redirect depends on what the
 * request asked for: followed (the default), fetch re-sends as a GET without the body and reports
 * the page it landed on as a 200; "manual" gives an opaque answer of status 0 (a browser) or the
 * 3xx itself (Node); "error" throws.
 */
type Answer =
  | { kind: 'status'; status: number; body: string }
  | { kind: 'redirect'; status: number; asNode: boolean }
  | { kind: 'throw'; error: unknown };

type Block = { type: string; fields?: FormField[] };

const NULL_BODY = new Set([204, 205, 304]);

function answer(a: Answer, init: RequestInit): Response {
  if (a.kind === 'throw') throw a.error;
  if (a.kind === 'status')
    return new Response(NULL_BODY.has(a.status) ? null : a.body, { status: a.status });
  if (init.redirect === 'error') throw new TypeError('Failed to fetch: redirect');
  if (init.redirect === 'manual')
    return a.asNode
      ? new Response(null, { status: a.status, headers: { location: '/elsewhere' } })
      : opaqueRedirect();
  // Followed: the landing page's 200, marked as redirected.
  const landed = new Response('<html>elsewhere</html>', { status: 200 });
  Object.defineProperty(landed, 'redirected', { value: true });
  return landed;
}

function opaqueRedirect(): Response {
  const r = Response.error();
  Object.defineProperty(r, 'type', { value: 'opaqueredirect' });
  return r;
}

interface Call {
  init: RequestInit;
  key: string | null;
  bodyKey: unknown;
}

/** A fetch that answers each attempt from `plan` and records what was asked. */
function stubFetch(plan: readonly Answer[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as object) : {};
    calls.push({
      init,
      key: headers.get(KEY_HEADER),
      bodyKey: (body as Record<string, unknown>)[KEY_FIELD],
    });
    const next = plan[calls.length - 1] ?? { kind: 'status', status: 200, body: '' };
    return answer(next, init);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const ENDPOINT = 'https://leads.example/submit';
const send = (key = 'k-1') =>
  httpTransport(ENDPOINT)('signup', { email: 'a@b.ma' }, undefined, key);
const ok = (status = 200): Answer => ({ kind: 'status', status, body: '' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the form transport: only a 2xx answer is a delivered lead', () => {
  it('takes a redirect (302 → /elsewhere) for a failure, in a browser and in Node, and does not retry it', async () => {
    for (const asNode of [false, true]) {
      const calls = stubFetch([{ kind: 'redirect', status: 302, asNode }]);
      await expect(send()).rejects.toThrow(/redirect/);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.init.redirect).toBe('manual');
    }
  });

  it('takes any answer that is not 2xx for a failure: a refusal at once, a server error after one retry', async () => {
    for (const status of [404, 409, 422, 429]) {
      const calls = stubFetch([ok(status)]);
      await expect(send()).rejects.toThrow(String(status));
      expect(calls).toHaveLength(1);
    }
    const calls = stubFetch([ok(500), ok(503)]);
    await expect(send()).rejects.toThrow('503');
    expect(calls).toHaveLength(2);
    for (const status of [200, 201, 202, 204, 299]) {
      stubFetch([ok(status)]);
      await expect(send()).resolves.toBeUndefined();
    }
  });

  it('sends the same idempotency key, in the header and the body, on the retry after a timeout, a reset or a 500', async () => {
    const failures: Answer[] = [
      { kind: 'throw', error: new DOMException('The operation timed out.', 'TimeoutError') },
      { kind: 'throw', error: new TypeError('Failed to fetch: ECONNRESET') },
      ok(500),
    ];
    for (const first of failures) {
      const calls = stubFetch([first, ok(201)]);
      await send('3f1c-key');
      expect(calls.map((c) => [c.key, c.bodyKey])).toEqual([
        ['3f1c-key', '3f1c-key'],
        ['3f1c-key', '3f1c-key'],
      ]);
    }
  });

  it('sends the key with a résumé too, as a multipart field', async () => {
    const calls = stubFetch([ok()]);
    const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await httpTransport(ENDPOINT)('application', { name: 'Y' }, { resume: file }, 'k-9');
    expect(calls[0]?.key).toBe('k-9');
    expect((calls[0]?.init.body as FormData).get(KEY_FIELD)).toBe('k-9');
  });

  it("never confirms a lead the endpoint did not answer with a 2xx, and never loses the visitor's address (any status, body, redirect, error)", async () => {
    const anyAnswer: fc.Arbitrary<Answer> = fc.oneof(
      fc.record({
        kind: fc.constant('status' as const),
        status: fc.oneof(fc.integer({ min: 200, max: 599 }), fc.constantFrom(200, 204, 500, 502)),
        body: fc.oneof(fc.string(), fc.constantFrom('{"ok":true}', '<html>', '')),
      }),
      fc.record({
        kind: fc.constant('redirect' as const),
        status: fc.constantFrom(301, 302, 303, 307, 308),
        asNode: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('throw' as const),
        error: fc.oneof(
          fc.constant(new TypeError('Failed to fetch')),
          fc.constant(new DOMException('aborted', 'AbortError')),
          fc.constant(new DOMException('timed out', 'TimeoutError')),
          fc.anything(),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(anyAnswer, { minLength: 2, maxLength: 2 }),
        fc.string({ maxLength: 300 }),
        async (plan, email) => {
          const calls = stubFetch(plan);
          let state = emailBoxReducer(initialEmailBox, { kind: 'edit', email });
          const dispatch = (a: Parameters<typeof emailBoxReducer>[1]) =>
            (state = emailBoxReducer(state, a));
          await sendEmailBox(dispatch, () =>
            httpTransport(ENDPOINT)('signup', { email }, undefined, 'key'),
          );
          const last = plan[calls.length - 1]!;
          const delivered = last.kind === 'status' && last.status >= 200 && last.status < 300;
          expect(state.status).toBe(delivered ? 'done' : 'idle');
          if (!delivered) expect(state).toEqual({ status: 'idle', failed: true, email });
          expect(calls.length).toBeLessThanOrEqual(2);
          for (const c of calls) {
            expect(c.init.redirect).not.toBe('follow');
            expect(c.key).toBe('key');
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('idempotency keys', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('are random v4 UUIDs, also where randomUUID is missing (plain http, older Safari)', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const keys = new Set(Array.from({ length: 50 }, () => newKey(insecure)));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(UUID);
    expect(newKey()).toMatch(UUID);
  });

  it('are kept for the same answers sent again, and new for changed answers or after a delivered lead', () => {
    let n = 0;
    const keys = keyKeeper(() => `k${++n}`);
    expect(keys.keyFor({ email: 'a@b.ma' })).toBe('k1');
    expect(keys.keyFor({ email: 'a@b.ma' })).toBe('k1');
    expect(keys.keyFor({ email: 'c@d.ma' })).toBe('k2');
    keys.spent();
    expect(keys.keyFor({ email: 'c@d.ma' })).toBe('k3');
  });
});

describe('the newsletter box states', () => {
  it('keeps the address and says it failed; a delivered one clears it; nothing changes while sending', () => {
    const typed = emailBoxReducer(initialEmailBox, { kind: 'edit', email: 'a@b.ma' });
    const sending = emailBoxReducer(typed, { kind: 'submit' });
    expect(sending.status).toBe('sending');
    expect(emailBoxReducer(sending, { kind: 'edit', email: 'x' })).toBe(sending);
    expect(emailBoxReducer(sending, { kind: 'failed' })).toEqual({
      status: 'idle',
      failed: true,
      email: 'a@b.ma',
    });
    expect(emailBoxReducer(sending, { kind: 'sent' })).toEqual({
      status: 'done',
      failed: false,
      email: '',
    });
    expect(emailBoxReducer(typed, { kind: 'sent' })).toBe(typed);
  });
});

describe('the minimum fill time', () => {
  it('is the short one only for forms autofill can complete; every form of the pages needs typing', () => {
    const forms = fs
      .readdirSync('pages')
      .filter((f) => f.endsWith('.json'))
      .flatMap(
        (f) =>
          (JSON.parse(fs.readFileSync(`pages/${f}`, 'utf8')) as { blocks?: Block[] }).blocks ?? [],
      )
      .filter((b): b is Block & { fields: FormField[] } => b.type === 'form' && !!b.fields);
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(minFillFor(form.fields)).toBe(MIN_FILL_MS);
    const box = [{ kind: 'email', required: true, autocomplete: 'email' }];
    expect(minFillFor(box)).toBe(MIN_FILL_AUTOFILL_MS);
    expect(MIN_FILL_AUTOFILL_MS).toBeLessThan(MIN_FILL_MS);
  });
});
