import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { openDb, type Sql } from '../../cms/db/index.ts';
import { loadFormRules } from '../../cms/leads/forms';
import { receiveLeads } from '../../cms/leads/receive';
import { clockOf, wallClock } from '../wall-clock';

export const ORIGIN = 'https://site.test';

/**
 * A preferred-times answer as the site sends it: whole hours `daysAhead` days from now, each on
 * the wall clock of `zone` and in UTC.
 */
export function timesAnswer(daysAhead: number[] = [2], zone = 'Africa/Casablanca'): string {
  const clock = clockOf(zone)!;
  const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  const windows = daysAhead.map((days) => {
    const instant = new Date(hour + days * 86_400_000);
    return { local: wallClock(clock, instant), utc: instant.toISOString() };
  });
  return JSON.stringify({ zone, windows });
}
export const rules = loadFormRules();

/** Serves `handler` on 127.0.0.1:`port` until `close`. */
export async function serve(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void,
  port: number,
) {
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Sent {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * One request; resolves on the answer even when the server answers (and hangs up) before the
 * whole body went, as it does for a body over the limit. `end: false` leaves the body unfinished
 * and hangs up: a body that only half arrived.
 */
export function send(
  url: string,
  options: {
    method?: string;
    headers?: http.OutgoingHttpHeaders;
    body?: Buffer | string;
    end?: boolean;
  },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'POST', headers: options.headers });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          headers: res.headers,
        }),
      );
      res.on('error', reject);
    });
    // Writing after the server hung up fails; the answer already came, or the error says why not.
    req.on('error', (error) =>
      options.end === false ? resolve({ status: 0, body: '', headers: {} }) : reject(error),
    );
    if (options.body !== undefined) req.write(options.body);
    if (options.end === false) setImmediate(() => req.destroy());
    else req.end();
  });
}

/** How long a person took to fill a form, as the site's transport says it (minFill.ts). */
export const ELAPSED = 60_000;

/** A JSON submission, as the site's transport sends it. */
export function postJson(
  url: string,
  form: string,
  key: string,
  fields: Record<string, unknown>,
  extra = {},
) {
  return send(url, {
    headers: {
      origin: ORIGIN,
      'content-type': 'application/json',
      'idempotency-key': key,
      ...extra,
    },
    body: JSON.stringify({ form, idempotencyKey: key, elapsedMs: ELAPSED, fields }),
  });
}

/** A multipart body with text parts and files, as a browser's FormData makes it. */
export function multipart(
  parts: Record<string, string>,
  files: Record<string, { name: string; type: string; bytes: Buffer }> = {},
) {
  const boundary = '----leadsTestBoundary7MA4YWxk';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const [name, f] of Object.entries(files))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** A valid answer to every field of a form, from its declaration in pages/. */
export function validFields(form: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of rules.get(form) ?? []) {
    if (f.kind === 'file') continue;
    out[f.name] =
      f.kind === 'email'
        ? 'lead@example.com'
        : f.kind === 'tel'
          ? '+212 600 000 000'
          : f.kind === 'select'
            ? (f.options?.[0]?.value ?? '')
            : f.kind === 'timeWindows'
              ? timesAnswer()
              : 'An answer';
  }
  return out;
}

/** The smallest bytes each résumé type starts with. */
export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]);
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** An application with a résumé, sent as multipart the way the site sends it. */
export function postApplication(
  url: string,
  key: string,
  file: { name: string; type: string; bytes: Buffer } = {
    name: 'cv.pdf',
    type: 'application/pdf',
    bytes: PDF,
  },
  fields = validFields('application'),
) {
  const fileName = rules.get('application')?.find((f) => f.kind === 'file')?.name ?? 'resume';
  const { body, type } = multipart(
    { form: 'application', idempotencyKey: key, elapsedMs: String(ELAPSED), ...fields },
    { [fileName]: file },
  );
  return send(url, {
    headers: { origin: ORIGIN, 'content-type': type, 'idempotency-key': key },
    body,
  });
}

/**
 * The forms' endpoint on an in-memory database at `port`, for one test file: started before its
 * tests, stopped after; its per-address limit set out of the way of the many posts from one
 * address. Read `db` and `server` inside the tests.
 */
export function leadsEndpoint(port: number) {
  const at = {} as { db: Sql; server: Awaited<ReturnType<typeof serve>> };
  beforeAll(async () => {
    at.db = await openDb({ dir: 'memory' });
    const handler = receiveLeads({
      db: at.db,
      origins: [ORIGIN],
      rules,
      rateLimit: { max: 1e6, windowMs: 60_000 },
      log: () => {},
    });
    at.server = await serve(handler, port);
  }, 60_000);
  afterAll(async () => {
    await at.server?.close();
    await at.db?.close();
  });
  return at;
}
