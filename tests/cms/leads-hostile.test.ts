import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, exportCsv, getLead, listLeads } from '../../cms/db';
import {
  ELAPSED,
  leadsEndpoint,
  multipart,
  ORIGIN,
  PDF,
  rules,
  send,
  validFields,
  type Sent,
} from './http';

/**
 * A cell a spreadsheet would run: it starts like a formula and is not a phone number, whose
 * digits, spaces and brackets have nothing to run (csv.ts).
 */
const formulaLike = (cell: string) =>
  /^[=+\-@\t\r]/.test(cell) && !/^\+\d[\d ().-]{4,30}$/.test(cell);

const at = leadsEndpoint(4606);

/** Text a hostile sender would try: controls, bidi overrides, spreadsheet formulas, markup, huge. */
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '=cmd|" /C calc"!A0',
    '+1+1',
    '-2',
    '@SUM(A1)',
    '\t=1',
    '\u202Egnp.exe',
    '\u2066x\u2069',
    '<script>alert(1)</script>',
    '$&$1',
    '\u0000',
    '\ud800',
    'a@b.co',
    'x'.repeat(6000),
  ),
);
const fieldName = fc.oneof(
  fc.constantFrom(
    ...new Set([...rules.values()].flat().map((f) => f.name)),
    'website',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 12 }),
);
const fieldValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 2 }),
);
const formName = fc.oneof(fc.constantFrom(...rules.keys()), fc.string({ maxLength: 10 }));

const neverServerError = (r: Sent) => {
  expect(r.status === 200 || (r.status >= 400 && r.status < 500), `${r.status} ${r.body}`).toBe(
    true,
  );
};

/** A stored lead must hold exactly what was sent, and come out of the CSV quoted and formula-safe. */
async function storedAsSent(sent: Record<string, unknown>) {
  const [lead] = await listLeads(at.db, { limit: 1 });
  expect(lead && (await getLead(at.db, lead.id))?.fields).toEqual(sent);
}

describe('hostile submissions get a 4xx or are stored as sent, never a 5xx', () => {
  it('JSON of any shape, with valid fields mixed with hostile ones', async () => {
    await fc.assert(
      fc.asyncProperty(
        formName,
        fc.dictionary(fieldName, fieldValue, { maxKeys: 6 }),
        fc.boolean(),
        fc.boolean(),
        async (form, extra, startValid, sameKey) => {
          const key = randomUUID();
          const fields = { ...(startValid ? validFields(form) : {}), ...extra };
          const r = await send(at.server.url, {
            headers: {
              origin: ORIGIN,
              'content-type': 'application/json',
              'idempotency-key': sameKey ? key : randomUUID(),
            },
            body: JSON.stringify({ form, idempotencyKey: key, elapsedMs: ELAPSED, fields }),
          });
          neverServerError(r);
          if (r.status === 200 && !fields.website) await storedAsSent(fields);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('bodies that are not JSON, or not the submission object', async () => {
    const body = fc.oneof(
      fc.string(),
      fc.json(),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-16'),
        async (raw, type) => {
          const key = randomUUID();
          neverServerError(
            await send(at.server.url, {
              headers: { origin: ORIGIN, 'content-type': type, 'idempotency-key': key },
              body: raw,
            }),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('multipart bodies that arrive only in part, or end early, or carry odd parts', async () => {
    const { body, type } = multipart(
      {
        form: 'application',
        idempotencyKey: 'k'.repeat(36),
        elapsedMs: String(ELAPSED),
        ...validFields('application'),
      },
      { resume: { name: 'cv.pdf', type: 'application/pdf', bytes: PDF } },
    );
    const lastPartEnd = body.lastIndexOf(`\r\n--${type.split('boundary=')[1]}--`) + 2;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: body.length - 1 }),
        fc.boolean(),
        async (cut, hangUp) => {
          const r = await send(at.server.url, {
            headers: {
              origin: ORIGIN,
              'content-type': type,
              'idempotency-key': 'k'.repeat(36),
              ...(hangUp ? { 'content-length': body.length } : {}),
            },
            body: body.subarray(0, cut),
            end: !hangUp,
          });
          // A sender that hangs up gets no answer at all; one that ends early gets a refusal,
          // unless only the closing boundary's dashes are missing: every part then arrived whole.
          if (!hangUp) expect(cut >= lastPartEnd ? [200, 400] : [400]).toContain(r.status);
        },
      ),
      { numRuns: 30 },
    );
    // The server is still there, and the whole body is received.
    expect(
      (
        await send(at.server.url, {
          headers: { origin: ORIGIN, 'content-type': type, 'idempotency-key': 'k'.repeat(36) },
          body,
        })
      ).status,
    ).toBe(200);
  });

  it('keeps every exported cell quoted and formula-free, and the CSV parses back to the leads', async () => {
    await fc.assert(
      fc.property(hostileText, (text) => {
        const cell = csvCell(text);
        const inner = cell.slice(1, -1).replace(/""/g, '"');
        expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
        expect(formulaLike(inner)).toBe(false);
        expect([text, `'${text}`]).toContain(inner);
      }),
      { numRuns: 200 },
    );
    const csv = await exportCsv(at.db);
    const records = parseCsv(csv);
    expect(records.length - 1).toBe((await listLeads(at.db)).length);
    for (const record of records) for (const cell of record) expect(formulaLike(cell)).toBe(false);
  });
});

/** RFC 4180 with every cell quoted, as exportCsv writes it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const cell = /"((?:[^"]|"")*)"(,|\r\n)/gy;
  let row: string[] = [];
  let end = 0;
  for (let m = cell.exec(text); m; m = cell.exec(text)) {
    end = cell.lastIndex;
    row.push(m[1]!.replace(/""/g, '"'));
    if (m[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  // Every character belongs to a quoted cell: nothing is left over that a reader would misparse.
  expect(end).toBe(text.length);
  return rows;
}
