import type { IncomingMessage } from 'node:http';

/** The largest form the service reads: far above any form of its pages, far below harm. */
export const FORM_LIMIT = 1024 * 1024;

export class BodyTooLarge extends Error {
  readonly status = 413;
}

export const isUrlEncoded = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').toLowerCase().split(';')[0]!.trim() ===
  'application/x-www-form-urlencoded';

/**
 * An urlencoded body, read up to `limit` bytes: past it, reading stops and `BodyTooLarge` is
 * thrown before anything is parsed (a Content-Length that says more is refused unread). A body
 * that ends early (the client hung up) rejects.
 */
export function readForm(req: IncomingMessage, limit = FORM_LIMIT): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLarge('body too large'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const fail = (error: Error) => {
      if (done) return;
      done = true;
      req.removeAllListeners('data');
      req.pause();
      reject(error);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return fail(new BodyTooLarge('body too large'));
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve(parseForm(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('aborted', () => fail(new Error('body did not arrive')));
    req.on('close', () => fail(new Error('body did not arrive')));
    req.on('error', fail);
  });
}

/** URLSearchParams never throws: malformed escapes stay as they came, lone surrogates become U+FFFD. */
export const parseForm = (text: string) => new URLSearchParams(text);
