import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormField } from '../../src/generated/schema-types';
import { MIN_FILL_AUTOFILL_MS, minFillFor } from '../../src/forms/minFill';
import { storeLead, type NewLead, type Sql } from '../db';
import { BodyError, readJson, readMultipart, type Multipart } from './body';
import { checkFields, HONEYPOT, KEY } from './check';
import { loadFormRules, type FormRules } from './forms';
import { Limiter } from '../auth/rateLimit.ts';
import { sniffResume } from './resume';
import { isSitePath } from '../analytics/beacon.ts';
import { bookingOf, type Booking } from './booking';
import { parseWindows } from '../../src/forms/windowsAnswer';

/** What the notifier is told about a stored lead. */
export interface StoredLead {
  id: number;
  form: string;
  fields: Readonly<Record<string, string>>;
  hasResume: boolean;
  /** The preferred times to meet, when the form asks for them and the visitor gave some. */
  booking: Booking | null;
}

export interface ReceiveOptions {
  db: Sql;
  /** The site's origins allowed to post (e.g. `https://www.atlasdigital.ma`). */
  origins: readonly string[];
  /** The forms' fields; read from `pages/` when not given. */
  rules?: FormRules;
  /** Called after the answer for each new lead; its failure never reaches the visitor. */
  onStored?: (lead: StoredLead) => Promise<void>;
  /** Requests per client address and window (default 10 a minute). */
  rateLimit?: { max: number; windowMs: number };
  /** The client's address: the socket's, unless a trusted proxy in front says otherwise. */
  clientAddress?: (req: IncomingMessage) => string;
  /** Errors that are the service's, not the visitor's (a database down, a failed notice). */
  log?: (message: string, error: unknown) => void;
}

/** The largest JSON body: every text field at its longest, four bytes a character, and room. */
const JSON_LIMIT = 64 * 1024;
const TEXT_PART_LIMIT = 32 * 1024;

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function answer(res: ServerResponse, status: number, text: string, headers = {}) {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

interface Submission {
  form: string;
  key: string;
  /** Milliseconds between the form being shown and sent, as the site says; null when it did not. */
  elapsedMs: number | null;
  /** The site's page the form was on, when the site said and it reads as one. */
  page: string | null;
  fields: Record<string, unknown>;
  files: Multipart['files'];
}

const fileFieldOf = (fields: readonly FormField[]) => fields.find((f) => f.kind === 'file');

async function readSubmission(req: IncomingMessage, rules: FormRules): Promise<Submission> {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    const body = await readJson(req, JSON_LIMIT);
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new Refused(400, 'body is not an object');
    const { form, idempotencyKey, elapsedMs, page, fields, ...rest } = body as Record<
      string,
      unknown
    >;
    if (Object.keys(rest).length) throw new Refused(400, 'unknown member in body');
    if (!fields || typeof fields !== 'object' || Array.isArray(fields))
      throw new Refused(400, 'fields is not an object');
    return {
      form: String(form),
      key: String(idempotencyKey),
      elapsedMs: typeof elapsedMs === 'number' ? elapsedMs : null,
      page: isSitePath(page) ? page : null,
      fields: fields as Record<string, unknown>,
      files: {},
    };
  }
  if (type.startsWith('multipart/form-data')) {
    // The biggest file any form accepts bounds the read; the form's own limit is checked after.
    const fileBytes = Math.max(0, ...[...rules.values()].map((f) => fileFieldOf(f)?.maxBytes ?? 0));
    const parts = Math.max(...[...rules.values()].map((f) => f.length)) + 4;
    const { fields, files } = await readMultipart(req, {
      fileBytes,
      fieldBytes: TEXT_PART_LIMIT,
      parts,
    });
    const { form, idempotencyKey, elapsedMs, page, ...rest } = fields;
    const elapsed =
      elapsedMs !== undefined && /^\d{1,12}$/.test(elapsedMs) ? Number(elapsedMs) : null;
    return {
      form: String(form),
      key: String(idempotencyKey),
      elapsedMs: elapsed,
      page: isSitePath(page) ? page : null,
      fields: rest,
      files,
    };
  }
  throw new Refused(415, 'send JSON or multipart/form-data');
}

/** Checks a submission against its form; the lead to store, or null for a trapped one. */
function leadOf(s: Submission, header: string | undefined, rules: FormRules): NewLead | null {
  if (!KEY.test(s.key) || header !== s.key)
    throw new Refused(400, 'Idempotency-Key header and body key must be the same key');
  const fields = rules.get(s.form);
  if (!fields) throw new Refused(400, 'unknown form');
  const { [HONEYPOT]: trap, ...values } = s.fields;
  if (trap) return null;
  // Quicker than a person (src/forms/minFill.ts, the browser's own minimum), or not saying: a
  // script's, answered like the honeypot. The newsletter boxes use autofill's shorter minimum.
  const min = s.form === 'signup' ? MIN_FILL_AUTOFILL_MS : minFillFor(fields);
  if (s.elapsedMs === null || !(s.elapsedMs >= min)) return null;
  const refusal = checkFields(fields, values);
  if (refusal) throw new Refused(400, refusal);
  // Preferred times are stored as the check read them: members in one order, nothing more.
  for (const f of fields) {
    const text = values[f.name];
    if (f.kind !== 'timeWindows' || typeof text !== 'string' || !text) continue;
    const parsed = parseWindows(text, null);
    if ('windows' in parsed) values[f.name] = JSON.stringify(parsed.windows);
  }
  const fileField = fileFieldOf(fields);
  for (const name of Object.keys(s.files))
    if (name !== fileField?.name) throw new Refused(400, `unknown file: ${name.slice(0, 40)}`);
  const file = fileField && s.files[fileField.name];
  if (fileField?.required && !file) throw new Refused(400, `${fileField.name}: required`);
  let resume: NewLead['resume'];
  if (file && fileField) {
    if (file.size > (fileField.maxBytes ?? Infinity)) throw new Refused(413, 'file too large');
    const type = sniffResume(file.bytes.subarray(0, 8), fileField.accept ?? []);
    if (!type) throw new Refused(415, `${fileField.name}: not a ${fileField.accept?.join(', ')}`);
    resume = { type, size: file.size, bytes: file.bytes };
  }
  return {
    form: s.form,
    fields: values as Record<string, string>,
    idempotencyKey: s.key,
    resume,
    page: s.page,
  };
}

/**
 * The forms' endpoint: a Node request handler for the POST of any of the site's forms and its
 * CORS preflight. It re-checks what the browser checked (the browser can be skipped), stores each
 * lead once per idempotency key, and answers 2xx when stored (or already stored, or trapped: a
 * bot learns nothing), 4xx with a few words when refused, 503 when storage fails (the site
 * retries once), and never a redirect.
 */
export function receiveLeads(options: ReceiveOptions) {
  const rules = options.rules ?? loadFormRules();
  const origins = new Set(options.origins.map((o) => new URL(o).origin));
  const { max, windowMs } = options.rateLimit ?? { max: 10, windowMs: 60_000 };
  const limiter = new Limiter(max, windowMs);
  const address = options.clientAddress ?? ((req) => req.socket.remoteAddress ?? '');
  const log = options.log ?? ((message, error) => console.error(`leads: ${message}`, error));

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const origin = req.headers.origin ?? '';
    const allowed = origins.has(origin);
    const cors = allowed ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
    // Whatever went wrong, the rest of the body is not read: the connection closes after the answer.
    const refuse = (status: number, text: string, headers = {}) => {
      res.once('finish', () => req.destroy());
      answer(res, status, text, { ...cors, connection: 'close', ...headers });
    };
    if (req.method === 'OPTIONS') {
      if (!allowed) return refuse(403, 'origin not allowed');
      req.resume();
      return answer(res, 204, '', {
        ...cors,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type, idempotency-key',
        'access-control-max-age': '600',
      });
    }
    if (req.method !== 'POST') return refuse(405, 'POST only', { allow: 'POST, OPTIONS' });
    if (!allowed) return refuse(403, 'origin not allowed');
    const rate = limiter.hit(address(req));
    if (!rate.ok)
      return refuse(429, 'too many requests', { 'retry-after': String(rate.retryAfterS) });

    let lead: NewLead | null;
    try {
      const header = req.headers['idempotency-key'];
      lead = leadOf(
        await readSubmission(req, rules),
        typeof header === 'string' ? header : undefined,
        rules,
      );
    } catch (error) {
      if (error instanceof Refused || error instanceof BodyError)
        return refuse(error.status, error.message);
      log('unreadable submission', error);
      return refuse(400, 'unreadable submission');
    }
    if (!lead) return answer(res, 200, 'received', cors);
    let id: number | null;
    try {
      const stored = await storeLead(options.db, lead);
      if (stored === 'taken')
        return refuse(
          409,
          'this idempotency key was already used by another submission: send it with a new key',
        );
      id = stored;
    } catch (error) {
      log('could not store a lead', error);
      return answer(res, 503, 'not stored, try again', cors);
    }
    answer(res, 200, 'received', cors);
    if (id !== null && options.onStored) {
      const stored = {
        id,
        form: lead.form,
        fields: lead.fields,
        hasResume: !!lead.resume,
        booking: bookingOf(rules.get(lead.form), lead.fields),
      };
      options.onStored(stored).catch((error: unknown) => log(`notice of lead ${id} failed`, error));
    }
  };
}
