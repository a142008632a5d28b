import type { FormKind, FormValues } from './submitter';

/** Files picked in the form (the résumé), by field name. */
export type FormFiles = Readonly<Record<string, Blob & { name?: string }>>;

export interface HttpTransportOptions {
  /** How long one attempt may take before it counts as failed. */
  timeoutMs?: number;
  /** Attempts after the first one fails (network error, timeout or a 5xx answer). */
  retries?: number;
}

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
): { body: BodyInit; headers: Record<string, string> } {
  if (!Object.keys(files).length)
    return {
      body: JSON.stringify({ form: kind, fields: data }),
      headers: { 'content-type': 'application/json' },
    };
  // A résumé travels as multipart: JSON cannot carry the file's bytes without bloating them.
  const form = new FormData();
  form.set('form', kind);
  for (const [name, value] of Object.entries(data)) form.set(name, value);
  for (const [name, file] of Object.entries(files)) form.set(name, file, file.name ?? name);
  return { body: form, headers: {} };
}

async function attempt(endpoint: string, init: RequestInit, timeoutMs: number) {
  let response: Response;
  try {
    response = await fetch(endpoint, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new SendError(`could not reach the form endpoint: ${String(error)}`, true);
  }
  // A server error may pass; a refusal (4xx) will not change on a second try.
  if (!response.ok)
    throw new SendError(`the endpoint answered ${response.status}`, response.status >= 500);
}

/**
 * Sends a submission to an HTTPS endpoint named in site.json (`forms.endpoint`): JSON, or
 * multipart when a file is attached. One retry covers a dropped connection on a phone network;
 * more would keep the visitor waiting on a server that is down.
 */
export function httpTransport(endpoint: string, options: HttpTransportOptions = {}) {
  const { timeoutMs = 15_000, retries = 1 } = options;
  return async (kind: FormKind, data: FormValues, files: FormFiles = {}): Promise<void> => {
    for (let n = 0; ; n++) {
      const { body: payload, headers } = body(kind, data, files);
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
