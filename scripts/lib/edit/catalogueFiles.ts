import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { buildCatalogue } from '../catalogue.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

function listFiles(dir: string, rel = ''): [string, string][] {
  return fs
    .readdirSync(path.join(dir, rel), { withFileTypes: true })
    .filter((e) => !e.name.startsWith('.'))
    .flatMap((e) =>
      e.isDirectory()
        ? listFiles(dir, path.posix.join(rel, e.name))
        : [[path.posix.join(rel, e.name), path.join(dir, rel, e.name)] as [string, string]],
    );
}

/**
 * `/catalogue/…` of `npm run edit`: the block catalogue (scripts/lib/catalogue.ts), built into
 * `<root>/catalogue` on the first visit as the Vite edit server always did. Building it runs Vite
 * (client and SSR builds of the site, in child processes), so it is `npm run edit`'s only: the
 * team service should serve a catalogue built once at deploy (`npm run catalogue`). Files are
 * answered by an exact look-up in the list of what the build wrote, never by a path.
 */
export function catalogueFiles(root: string) {
  let files: Promise<Map<string, string>> | null = null;
  return async (c: Context): Promise<Response> => {
    files ??= buildCatalogue({ outDir: path.join(root, 'catalogue') }).then(
      (r) => new Map(listFiles(r.outDir)),
    );
    let built: Map<string, string>;
    try {
      built = await files;
    } catch (error) {
      files = null;
      return c.text(`The block catalogue could not be built: ${String(error)}`, 500);
    }
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path.slice('/catalogue/'.length));
    } catch {
      return c.notFound();
    }
    const file = built.get(rel === '' ? 'index.html' : rel);
    if (!file) return c.notFound();
    return new Response(new Uint8Array(fs.readFileSync(file)), {
      headers: {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
}
