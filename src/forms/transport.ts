import { newKey } from './key';

// What a submission is lives here, with the code that sends it: submitter.ts loads this module
// only when a real endpoint is configured, so nothing here may import it back.
export type FormKind = 'signup' | 'contact' | 'consultation' | 'application';

/** The fields of a submission, by name. */
export type FormValues = Readonly<Record<string, string>>;

/** Files picked in the form (the résumé), by field name. */
export type FormFiles = Readonly<Record<string, Blob & { name?: string }>>;

export interface HttpTransportOptions {
  /** How long one attempt may take before it counts as failed. */
  timeoutMs?: number;
  /** Attempts after the first one fails (network error, timeout or a 5xx answer). */
  retries?: number;
}

/** The header, and the body's field, that carry the submission's idempotency key (key.ts). */
export const KEY_HEADER = 'Idempotency-Key';
export const KEY_FIELD = 'idempotencyKey';

/**
 * The body's field with the milliseconds between the form being shown and sent, so the endpoint
 * can drop a submission quicker than a person (minFill.ts) as the browser does.
 */
export const ELAPSED_FIELD = 'elapsedMs';

/** The body's field with the path of the page the form is on. */
export const PAGE_FIELD = 'page';

class SendError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

function body(
  kind: FormKind,
  data: FormValues,
  files: FormFiles,
  key: string,
  elapsedMs: number | undefined,
): { body: BodyInit; headers: Record<string, string> } {
  const headers = { [KEY_HEADER]: key };
  const elapsed = elapsedMs === undefined ? {} : { [ELAPSED_FIELD]: Math.round(elapsedMs) };
  // The page it was sent from: the team's service counts leads per page (conversion).
  const page = typeof location === 'undefined' ? {} : { [PAGE_FIELD]: location.pathname };
  if (!Object.keys(files).length)
    return {
      body: JSON.stringify({ form: kind, [KEY_FIELD]: key, ...elapsed, ...page, fields: data }),
      headers: { ...headers, 'content-type': 'application/json' },
    };
  // A résumé travels as multipart: JSON cannot carry the file's bytes without bloating them.
  const form = new FormData();
  form.set('form', kind);
  form.set(KEY_FIELD, key);
  for (const [name, value] of Object.entries({ ...elapsed, ...page }))
    form.set(name, String(value));
  for (const [name, value] of Object.entries(data)) form.set(name, value);
  for (const [name, file] of Object.entries(files)) form.set(name, file, file.name ?? name);
  return { body: form, headers };
}

async function attempt(endpoint: string, init: RequestInit, timeoutMs: number) {
  let response: Response;
  try {
    // A redirect is not followed: fetch would follow a 302 with a GET, drop the body, and count the
    // page it lands on as the answer, so a moved endpoint would confirm leads it never received.
    response = await fetch(endpoint, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new SendError(`could not reach the form endpoint: ${String(error)}`, true);
  }
  // The answer's body is not needed; letting it go frees the connection.
  void response.body?.cancel().catch(() => {});
  // A browser shows a manual redirect as an opaque answer with status 0; Node as the 3xx itself.
  const { status } = response;
  if (response.type === 'opaqueredirect' || response.redirected || (status >= 300 && status < 400))
    throw new SendError(`the endpoint redirected (${response.status}): fix forms.endpoint`, false);
  // A server error may pass; a refusal (4xx), or a redirect, will not change on a second try.
  if (!response.ok)
    throw new SendError(`the endpoint answered ${response.status}`, response.status >= 500);
}

/**
 * Sends a submission to an HTTPS endpoint named in site.json (`forms.endpoint`): JSON, or
 * multipart when a file is attached, with the submission's idempotency key in a header and in the
 * body. Only a 2xx answer counts as received. One retry, with the same key, covers a dropped
 * connection on a phone network; more would keep the visitor waiting on a server that is down.
 */
export function httpTransport(endpoint: string, options: HttpTransportOptions = {}) {
  const { timeoutMs = 15_000, retries = 1 } = options;
  return async (
    kind: FormKind,
    data: FormValues,
    files?: FormFiles,
    key: string = newKey(),
    elapsedMs?: number,
  ): Promise<void> => {
    for (let n = 0; ; n++) {
      const { body: payload, headers } = body(kind, data, files ?? {}, key, elapsedMs);
      try {
        await attempt(
          endpoint,
          { method: 'POST', body: payload, headers, credentials: 'omit', mode: 'cors' },
          timeoutMs,
        );
        return;
      } catch (error) {
        if (!(error instanceof SendError) || !error.retry || n >= retries) throw error;
      }
    }
  };
}
