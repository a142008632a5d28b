import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';

/** A body that could not be read, with the status and the few words to answer. */
export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const declaredLength = (req: IncomingMessage) => Number(req.headers['content-length'] ?? 0);

/**
 * The body as JSON, reading at most `limit` bytes: past it the read stops, and what came is
 * dropped, so a huge body costs no more memory than the limit.
 */
export function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (declaredLength(req) > limit) return reject(new BodyError(413, 'body too large'));
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: BodyError) => {
      req.removeAllListeners('data');
      req.pause();
      reject(error);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) stop(new BodyError(413, 'body too large'));
      else chunks.push(chunk);
    });
    req.on('error', () => stop(new BodyError(400, 'body not received')));
    req.on('aborted', () => stop(new BodyError(400, 'body not received')));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new BodyError(400, 'body is not JSON'));
      }
    });
  });
}

export interface Multipart {
  fields: Record<string, string>;
  files: Record<string, { bytes: Uint8Array; size: number }>;
}

export interface MultipartLimits {
  /** The largest file accepted (the form field's `maxBytes`). */
  fileBytes: number;
  /** The longest text part. */
  fieldBytes: number;
  /** The most parts in all. */
  parts: number;
}

/**
 * A multipart body, streamed through busboy: each text part and the one file are held only up to
 * their limits, and the first limit passed ends the read with a refusal.
 */
export function readMultipart(req: IncomingMessage, limits: MultipartLimits): Promise<Multipart> {
  return new Promise((resolve, reject) => {
    // Part names are the sender's: "__proto__" or "constructor" must be plain keys, not inherited.
    const out: Multipart = { fields: Object.create(null), files: Object.create(null) };
    let settled = false;
    const fail = (status: number, message: string) => {
      if (settled) return;
      settled = true;
      req.unpipe();
      req.pause();
      reject(new BodyError(status, message));
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.fileBytes,
          files: 1,
          fieldSize: limits.fieldBytes,
          fieldNameSize: 100,
          parts: limits.parts,
        },
      });
    } catch {
      return fail(400, 'malformed multipart header');
    }
    const seen = (name: string) =>
      Object.hasOwn(out.fields, name) || Object.hasOwn(out.files, name);
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated)
        return fail(413, `${name.slice(0, 40)}: too long`);
      if (seen(name)) return fail(400, `${name.slice(0, 40)}: sent twice`);
      out.fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (seen(name)) {
        stream.resume();
        return fail(400, `${name.slice(0, 40)}: sent twice`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => fail(413, `${name.slice(0, 40)}: file too large`));
      // A body that ends inside the file fails the file's stream too, not only the parser.
      stream.on('error', () => fail(400, 'malformed multipart body'));
      stream.on('end', () => {
        if (!settled) out.files[name] = { bytes: new Uint8Array(Buffer.concat(chunks)), size };
      });
    });
    parser.on('partsLimit', () => fail(413, 'too many parts'));
    parser.on('filesLimit', () => fail(413, 'one file only'));
    parser.on('error', () => fail(400, 'malformed multipart body'));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve(out);
    });
    req.on('aborted', () => fail(400, 'body not received'));
    req.on('error', () => fail(400, 'body not received'));
    req.pipe(parser);
  });
}
