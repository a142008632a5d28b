import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, listLeads, parseDateRange } from '../../cms/db';
import { noticeText } from '../../cms/leads/notify';
import { leadsEndpoint, ORIGIN, postJson, rules, send, validFields } from './http';

const BREAKS = ['\n', '\r', '\r\n', '\u2028', '\u2029'];

describe('what the forms endpoint stores', () => {
  const at = leadsEndpoint(4611);
  const count = async () => (await listLeads(at.db)).length;

  it('refuses a line break in a one-line field (name, subject), and keeps it in a message', async () => {
    for (const br of BREAKS)
      for (const name of ['name', 'subject']) {
        const fields = { ...validFields('contact'), [name]: `Amina${br}Bcc: x@evil.test` };
        const r = await postJson(at.server.url, 'contact', randomUUID(), fields);
        expect([r.status, r.body]).toEqual([400, `${name}: one line only`]);
      }
    const message = { ...validFields('contact'), message: 'Hello,\nBcc: not a header' };
    expect((await postJson(at.server.url, 'contact', randomUUID(), message)).status).toBe(200);
  });

  it('keeps the page a lead was sent from when it reads as one of the site’s, for conversion', async () => {
    const sent = async (page: unknown) => {
      const key = randomUUID();
      const r = await send(at.server.url, {
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({
          form: 'contact',
          idempotencyKey: key,
          elapsedMs: 60_000,
          page,
          fields: validFields('contact'),
        }),
      });
      expect(r.status).toBe(200);
      const [row] = await at.db.query<{ page: string | null }>(
        'SELECT page FROM leads WHERE idempotency_key = $1',
        [key],
      );
      return row?.page;
    };
    expect(await sent('/fr/contact')).toBe('/fr/contact');
    expect(await sent('https://evil.test/x')).toBeNull();
    expect(await sent({ path: '/' })).toBeNull();
  });

  it("refuses a key already used by another form's lead, in words, and still takes a retry", async () => {
    const key = randomUUID();
    expect((await postJson(at.server.url, 'contact', key, validFields('contact'))).status).toBe(
      200,
    );
    const before = await count();
    const retry = await postJson(at.server.url, 'contact', key, validFields('contact'));
    expect([retry.status, retry.body]).toEqual([200, 'received']);
    const reused = await postJson(at.server.url, 'signup', key, { email: 'other@example.com' });
    expect(reused.status).toBe(409);
    expect(reused.body).toBe(
      'this idempotency key was already used by another submission: send it with a new key',
    );
    expect(await count()).toBe(before);
  });

  it('answers a form filled quicker than a person like the honeypot: 200, nothing stored', async () => {
    const before = await count();
    for (const elapsedMs of [0, 500, 1999, -5, 'slow', null, undefined]) {
      const key = randomUUID();
      const r = await send(at.server.url, {
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({
          form: 'contact',
          idempotencyKey: key,
          elapsedMs,
          fields: validFields('contact'),
        }),
      });
      expect([r.status, r.body]).toEqual([200, 'received']);
    }
    expect(await count()).toBe(before);
    // A newsletter box is filled by autofill: its minimum is shorter (src/forms/minFill.ts).
    const key = randomUUID();
    const box = await send(at.server.url, {
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        form: 'signup',
        idempotencyKey: key,
        elapsedMs: 1200,
        fields: { email: 'a@b.co' },
      }),
    });
    expect(box.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('reads any inbox period without failing, the widest one included (property)', async () => {
    const all = await count();
    const wide = parseDateRange('0001-01-01', '9999-12-31');
    expect(wide).toEqual({ from: new Date('0001-01-01T00:00:00Z'), to: undefined });
    expect(await listLeads(at.db, wide)).toHaveLength(all);
    expect(parseDateRange('2026-02-30', '99-01-01')).toEqual({ from: undefined, to: undefined });
    expect(parseDateRange('2026-03-01', '2026-03-01')).toEqual({
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-02T00:00:00Z'),
    });
    const day = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc
        .tuple(
          fc.integer({ min: 0, max: 10_000 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
        )
        .map(
          ([y, m, d]) =>
            `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
        ),
    );
    await fc.assert(
      fc.asyncProperty(day, day, async (from, to) => {
        const range = parseDateRange(from, to);
        await listLeads(at.db, range);
        // Beyond what the database reads is clamped, not sent: the widest bound reads everything.
        await listLeads(at.db, { from: new Date(-8.64e15), to: new Date(8.64e15) });
      }),
      { numRuns: 60 },
    );
  });
});

describe('the notice of a lead', () => {
  it('never shows a line a visitor wrote as a line of its own (property)', () => {
    const names = [...new Set([...rules.values()].flat().map((f) => f.name))];
    const text = fc.string({ unit: fc.constantFrom('a', ':', ' ', 'B', 'c', ...BREAKS, '\u0085') });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), text), (fields) => {
        const lines = noticeText({
          id: 7,
          form: 'contact',
          fields,
          hasResume: false,
          booking: null,
        }).split('\n');
        for (const line of lines.slice(2))
          if (line && !line.startsWith('    ')) expect(names).toContain(line.split(': ')[0]);
        expect(lines.slice(1).every((l) => !/[\r\u2028\u2029\u0085]/.test(l))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the CSV of leads', () => {
  it('writes a phone number as typed, and anything else that starts like a formula as text', () => {
    expect(csvCell('+212 6 12 34 56 78')).toBe('"+212 6 12 34 56 78"');
    expect(csvCell('+33 (0)1 23-45.67')).toBe('"+33 (0)1 23-45.67"');
    for (const v of ['+1+cmd|calc', '=1+1', '-2+3', '@SUM(A1)', '+212 6 HYPERLINK("x")', '+1'])
      expect(csvCell(v)).toBe(`"'${v.replace(/"/g, '""')}"`);
  });
});
