/** A small built site on disk, and raw HTTP over one connection per request, for server tests. */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { headersFile, redirectsFile } from '../../scripts/lib/headers';
import { writeCompressedCopiesSync } from '../../scripts/lib/precompress';

/** Text of `n` bytes that differs at every position worth a range. */
const text = (seed: string, n: number) =>
  Array.from({ length: n }, (_, i) => seed.charCodeAt(i % seed.length) ^ (i % 7)).reduce(
    (s, c) => s + String.fromCharCode(32 + (c % 90)),
    '',
  );

/** Writes a site shaped like dist/ (pages, hashed assets, compressed copies, host files, dotfiles). */
export function fixtureSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-'));
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>home</title>${text('home', 3000)}`,
    '404.html': `<!doctype html><title>404</title>${text('missing', 1500)}`,
    'about/index.html': `<!doctype html><title>about</title>${text('about', 2500)}`,
    'app/business/overview/index.html': `<!doctype html><title>app</title>${text('app', 900)}`,
    'app/index.html':
      '<!doctype html><meta http-equiv="refresh" content="0; url=/app/business/overview">',
    'assets/app-abc123.js': `console.log(${JSON.stringify(text('js', 4000))})`,
    'assets/font-9f8e.woff2': text('font', 700),
    'robots.txt': `User-agent: *\nAllow: /\n${text('robots', 60)}`,
    '.vite/manifest.json': '{}',
    _headers: headersFile(),
    _redirects: redirectsFile([{ from: '/app', to: '/app/business/overview' }]),
  };
  for (const [rel, body] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
    if (/\.(html|js|txt)$/.test(rel)) writeCompressedCopiesSync(file);
  }
  // One modification time for all: Last-Modified is then the same whichever copy is sent.
  const when = new Date('2026-01-02T03:04:05Z');
  const touch = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) touch(p);
      fs.utimesSync(p, when, when);
    }
  };
  touch(dir);
  return dir;
}

/** A port nothing listens on now (the OS's choice; released before use). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One raw request on a fresh connection; the answer's head parsed ('' status 0 if none). */
export function raw(port: number, request: string | Buffer, timeout = 4000): Promise<Answer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const done = () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = (split < 0 ? all : all.subarray(0, split)).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0),
        headers,
        body: split < 0 ? Buffer.alloc(0) : all.subarray(split + 4),
      });
    };
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', done);
    socket.on('close', done);
    socket.setTimeout(timeout, () => socket.destroy());
  });
}
