import fs from 'node:fs';
import path from 'node:path';
import { PathRefused, resolveInside } from '../insideRepository.ts';

/**
 * The files of a store's public/ that the editor's canvas shows: pictures (uploads included) and
 * icons, by their site address (/images/uploads/team-1a2b3c4d5e6f-800x600.jpg → public/images/…).
 * Only these types: public/ also holds the site's start script, and a script served from a
 * content folder at the editor's origin would pass its `script-src 'self'`.
 */
const TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};
const MAX_PATH = 1024;

/** Whether `pathname` (as requested, still percent-encoded) may name such a file at all. */
export function isPublicFileAddress(pathname: string): boolean {
  return (
    pathname.length <= MAX_PATH &&
    Object.hasOwn(TYPES, path.posix.extname(pathname).toLowerCase()) &&
    // No hidden file or folder (a dotfile, "..") anywhere on the way, however it is encoded.
    !/(^|\/|%2f|%5c|\\)(\.|%2e)/i.test(pathname)
  );
}

function answer(bytes: Buffer, type: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': type,
      // A draft's picture can change under the same name (an edit in git): ask each time.
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened as a page of its own runs nothing at the editor's origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

/**
 * The file of `<root>/public` at `pathname`, or null when there is none (the caller answers 404).
 * The path is checked by resolveInside (no "..", no link leading out) and must really lie inside
 * `<root>/public`. A responsive copy of an upload (/images/uploads/<stem>-<width>w.avif) is made
 * on first request, as the dev server makes it (scripts/lib/responsiveImages.ts, with sharp).
 */
export async function publicFile(root: string, pathname: string): Promise<Response | null> {
  if (!isPublicFileAddress(pathname)) return null;
  let url: string;
  try {
    url = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!isPublicFileAddress(url) || url.includes('\0') || !url.startsWith('/')) return null;
  let file: string;
  let publicDir: string;
  try {
    publicDir = resolveInside(root, 'public');
    file = resolveInside(root, `public${url}`);
  } catch (error) {
    if (error instanceof PathRefused) return null;
    throw error;
  }
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!type || !file.startsWith(publicDir + path.sep)) return null;
  if (fs.statSync(file, { throwIfNoEntry: false })?.isFile())
    return answer(fs.readFileSync(file), type);
  if (!url.startsWith('/images/uploads/')) return null;
  // Loaded only when a copy is asked for: sharp is a native package the other routes never need.
  const { copyFor } = await import('../responsiveImages.ts');
  const copy = await copyFor(root, url).catch(() => null);
  return copy && answer(copy.bytes, `image/${copy.format}`);
}
