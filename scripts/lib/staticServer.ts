/**
 * Serves dist/ the way the production host does (docs/architecture.md#one-set-of-http-rules): files through sirv (the static
 * handler Vite's own preview uses: its file map is built at start, so no request can reach a
 * file outside dist/), with this site's rules on top, all from scripts/lib/headers.ts: security
 * headers on every answer, a year's cache only for hashed /assets/, /about from
 * about/index.html, a trailing slash redirected away (same origin only), 404.html with status
 * 404, GET and HEAD only. The build leaves a .br and a .gz beside each text file
 * (scripts/lib/precompress.ts); sirv sends the Brotli one to a browser that accepts both.
 * scripts/serve/serve.ts runs it from the command line.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import sirv from 'sirv';
import {
  DOT_SEGMENT,
  ENCODED_NUL,
  ENCODED_SEPARATOR,
  MAX_TARGET,
  HIDDEN_FILE,
  METHODS,
  NOT_FOUND_CACHE,
  cacheControl,
  parseRedirects,
  securityHeaders,
  trailingSlashLocation,
} from './headers.ts';
import { byteRange, notModified, rangeStillValid } from './httpConditions.ts';

type Validators = { etag?: string; lastModified?: string };
type Headers = Record<string, string | number | readonly string[]>;

/**
 * Answers Range and conditional requests on sirv's whole answer: sirv never sees those headers
 * (see scripts/lib/httpConditions.ts for why), sends the file as for a plain GET, and this cuts
 * the bytes asked for out of its stream, or turns the answer into 304 or 416.
 */
function conditional(req: http.IncomingMessage, res: http.ServerResponse) {
  const ask = {
    range: req.headers.range,
    ifRange: [req.headers['if-range']].flat()[0],
    ifNoneMatch: req.headers['if-none-match'],
    ifModifiedSince: req.headers['if-modified-since'],
  };
  delete req.headers.range;
  delete req.headers['if-none-match'];
  delete req.headers['if-modified-since'];
  const writeHead = res.writeHead.bind(res) as (code: number, headers?: Headers) => void;
  const write = res.write.bind(res) as (chunk: Buffer) => boolean;
  const end = res.end.bind(res) as (chunk?: Buffer) => void;
  const swallow = () => {
    res.write = (() => true) as typeof res.write;
    res.end = (() => end()) as typeof res.end;
  };
  res.writeHead = ((code: number, headers: Headers = {}) => {
    if (code !== 200) return writeHead(code, headers);
    // sirv's ETag is size and mtime of a file that never changes in place: a strong validator,
    // as nginx's and Caddy's, so that If-Range can use it.
    if (typeof headers.ETag === 'string') headers.ETag = headers.ETag.replace(/^W\//, '');
    const validators: Validators = {
      etag: headers.ETag as string | undefined,
      lastModified: headers['Last-Modified'] as string | undefined,
    };
    if (notModified(ask, validators)) {
      swallow();
      const { ETag, 'Last-Modified': lm, 'Cache-Control': cc } = headers;
      return writeHead(304, {
        ...(ETag && { ETag }),
        ...(lm && { 'Last-Modified': lm }),
        ...(cc && { 'Cache-Control': cc }),
      });
    }
    const size = Number(headers['Content-Length']);
    // A compressed copy is sent whole: nginx never cuts a precompressed answer (Caddy is told so).
    const range =
      rangeStillValid(ask.ifRange, validators) && !headers['Content-Encoding']
        ? byteRange(ask.range, size)
        : ({ kind: 'full' } as const);
    if (range.kind === 'full') return writeHead(200, headers);
    if (range.kind === 'unsatisfiable') {
      swallow();
      return writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': '0' });
    }
    let offset = 0;
    const slice = (chunk: Buffer) => {
      const from = Math.max(range.start - offset, 0);
      const to = Math.min(range.end + 1 - offset, chunk.length);
      offset += chunk.length;
      return to > from ? chunk.subarray(from, to) : null;
    };
    res.write = ((chunk: Buffer) => {
      const part = slice(Buffer.from(chunk));
      return part ? write(part) : true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown) => {
      const part = Buffer.isBuffer(chunk) ? slice(chunk) : null;
      return end(part ?? undefined);
    }) as typeof res.end;
    return writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      'Content-Length': String(range.end - range.start + 1),
    });
  }) as typeof res.writeHead;
}

const BAD_ESCAPE = /%(?![0-9a-fA-F]{2})/;
const dotSegment = new RegExp(DOT_SEGMENT);
const encodedNul = new RegExp(ENCODED_NUL);
const validTarget = (target: string) =>
  target.startsWith('/') &&
  !BAD_ESCAPE.test(target) &&
  !dotSegment.test(target) &&
  !encodedNul.test(target);

/**
 * Accept-Encoding with the codings it refuses (";q=0", RFC 9110 §12.5.3) left out, as nginx and
 * Caddy read it: sirv only looks for the words "br" and "gzip", and sent Brotli to "br;q=0".
 */
export function acceptedEncodings(header: string | readonly string[] | undefined): string {
  const accepted = [header ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((part) => {
      const [name = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => /^q\s*=/i.test(p));
      const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/i, ''));
      return { name: name.toLowerCase(), ok: Number.isFinite(weight) && weight > 0 };
    })
    .filter((c) => c.ok && (c.name === 'br' || c.name === 'gzip'))
    .map((c) => c.name);
  return [...new Set(accepted)].join(', ');
}

/** Two Host headers name two sites: a bad request, as nginx and Go answer it. */
const hostCount = (req: http.IncomingMessage) =>
  req.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === 'host').length;

const decodePath = (raw: string) => {
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
};

const empty = (res: http.ServerResponse, code: number, headers: Record<string, string> = {}) => {
  res.writeHead(code, { ...headers, 'Content-Length': '0' });
  res.end();
};

/** The built files, as sirv serves them: compressed copies, ETags, each file's cache rule. */
function builtFiles(root: string) {
  return sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControl(pathname)),
  });
}

type Files = ReturnType<typeof builtFiles>;

/** The redirects of the build's `_redirects`: from → to. */
function readRedirects(root: string): Map<string, string> {
  const redirectsFile = path.join(root, '_redirects');
  return new Map(
    (fs.existsSync(redirectsFile)
      ? parseRedirects(fs.readFileSync(redirectsFile, 'utf8'))
      : []
    ).map((r) => [r.from, r.to]),
  );
}

/** Answers the 404 page. */
function sendNotFound(files: Files, req: http.IncomingMessage, res: http.ServerResponse) {
  // The 404 page goes through sirv too, as nginx and Caddy send it.
  // Sent whole and unencoded, as nginx sends an error page.
  for (const h of ['range', 'if-none-match', 'if-modified-since', 'accept-encoding'])
    delete req.headers[h];
  req.url = '/404.html';
  const writeHead = res.writeHead.bind(res) as (code: number, headers?: Headers) => void;
  res.writeHead = ((code: number, headers: Headers = {}) =>
    writeHead(code === 200 ? 404 : code, {
      ...headers,
      // A missing file may exist after the next deploy: never cache its absence.
      'Cache-Control': NOT_FOUND_CACHE,
    })) as typeof res.writeHead;
  files(req, res, () => empty(res, 404, { 'Cache-Control': NOT_FOUND_CACHE }));
}

const encodedSeparator = new RegExp(ENCODED_SEPARATOR);
const hidden = new RegExp(HIDDEN_FILE);

/** One request: judged as nginx judges it, then redirected, refused or served. */
function answer(
  site: { files: Files; redirects: Map<string, string>; security: Record<string, string> },
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const notFound = () => sendNotFound(site.files, req, res);
  for (const [k, v] of Object.entries(site.security)) res.setHeader(k, v);
  res.setHeader('Vary', 'Accept-Encoding');
  // The raw target: only origin-form ("/path?query") is served; absolute-form, a broken
  // percent-escape or a dot segment is a bad request (nginx's and Go's parsers refuse them
  // before any configuration runs), never a redirect elsewhere.
  const target = req.url ?? '';
  // A target longer than nginx's request-line buffer: the request's head is too large, as
  // Node's parser, nginx and Go answer one with headers too large (431).
  if (target.length > MAX_TARGET) return empty(res, 431);
  if (!validTarget(target) || hostCount(req) > 1) return empty(res, 400);
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  if (accepted) req.headers['accept-encoding'] = accepted;
  else delete req.headers['accept-encoding'];
  if (!(METHODS as readonly string[]).includes(req.method ?? ''))
    return empty(res, 405, { Allow: METHODS.join(', ') });
  // One rule for trailing slashes: the canonical form has none. The Location is built from
  // the still-encoded target and never starts with "//" or "/\" (scripts/lib/headers.ts).
  const location = trailingSlashLocation(target);
  if (location !== null) return empty(res, 301, { Location: location });
  const q = target.indexOf('?');
  const rawPath = q < 0 ? target : target.slice(0, q);
  if (encodedSeparator.test(rawPath)) return notFound();
  const pathname = decodePath(rawPath);
  const to = site.redirects.get(pathname);
  if (to) return empty(res, 301, { Location: to });
  if (hidden.test(pathname)) return notFound();
  conditional(req, res);
  site.files(req, res, notFound);
}

// Bytes Node's parser refuses (a broken request line, oversized headers): answer 400 and close,
// as nginx does; a socket already gone is just dropped.
// What Node's parser refuses (a method it does not know, a broken request line, oversized
// headers) is answered here, as nginx answers it: 405 for the method, else 400 or 431, with the
// security headers, and the connection closed. A socket already gone is just dropped.
function answerClientError(
  security: Record<string, string>,
  error: NodeJS.ErrnoException & { rawPacket?: Buffer },
  socket: Duplex,
) {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  // A method Node does not know still has its target judged first, as everywhere else.
  const target = /^\S+ (\S+)/.exec(error.rawPacket?.toString('latin1') ?? '')?.[1] ?? '';
  const code =
    error.code === 'HPE_INVALID_METHOD' && validTarget(target)
      ? 405
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const headers = { ...security, ...(code === 405 && { Allow: METHODS.join(', ') }) };
  socket.end(
    `HTTP/1.1 ${code} ${http.STATUS_CODES[code]}\r\n` +
      Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      'Connection: close\r\nContent-Length: 0\r\n\r\n',
  );
}

export function createStaticServer(dir: string) {
  const root = path.resolve(dir);
  const security = securityHeaders();
  const site = { files: builtFiles(root), redirects: readRedirects(root), security };
  const server = http.createServer((req, res) => {
    try {
      answer(site, req, res);
    } catch (error) {
      // Whatever a request trips over ends that request, never the process.
      console.error(`${req.method} ${req.url}: ${String(error)}`);
      if (!res.headersSent) {
        res.removeHeader('Content-Encoding');
        res.writeHead(500, { 'Content-Length': '0' });
      }
      res.end();
    }
  });
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) =>
    answerClientError(security, error, socket),
  );
  return server;
}
