import fs from 'node:fs';
import path from 'node:path';
import {
  copyPath,
  RESPONSIVE_FORMATS,
  responsiveOf,
  type ResponsiveFormat,
} from '../../src/ui/responsive.ts';
import { MAX_PIXELS, pixelProblem } from './imageLimits.ts';

/**
 * The smaller AVIF and WebP copies of the pictures uploaded in the editor
 * (public/images/uploads/, named with their size: src/ui/responsive.ts), made with sharp at build
 * time and in the dev server only. A copy is kept in a cache folder under its own name, which
 * holds the picture's content hash, so an unchanged picture is never encoded twice; a build with
 * no uploads (CI) does nothing at all.
 *
 * A picture that does not decode, or whose size is not the one its name says, fails the build,
 * naming the file: its page would show a broken picture, and the editor never saves such a file,
 * so it was put there by hand and is best replaced by hand (uploaded again).
 */
export const UPLOADS = 'public/images/uploads';
export const CACHE = 'node_modules/.cache/responsiveImages';

/** Quality per format: small for photos of people and projects, without visible blocks. */
const ENCODE: Record<ResponsiveFormat, { quality: number; effort: number }> = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75, effort: 4 },
};

export class PictureRefused extends Error {}

/** Written through a temporary file, so a stopped build never leaves half a picture cached. */
function writeAtomic(abs: string, bytes: Uint8Array) {
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  const tmp = `${abs}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, abs);
}

/** One copy's bytes, encoded from the original's. */
export async function encodeCopy(
  original: Uint8Array,
  width: number,
  format: ResponsiveFormat,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp(original, { failOn: 'truncated', limitInputPixels: MAX_PIXELS }).resize({
    width,
    withoutEnlargement: true,
  });
  return format === 'avif'
    ? image.avif(ENCODE.avif).toBuffer()
    : image.webp(ENCODE.webp).toBuffer();
}

/** The original's size as its bytes say, or PictureRefused naming the file. */
async function checkedSize(
  rel: string,
  bytes: Uint8Array,
  named: { width: number; height: number },
) {
  const { default: sharp } = await import('sharp');
  let meta: { width?: number; height?: number };
  try {
    meta = await sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new PictureRefused(
      `${rel}: this picture is damaged and cannot be shown; upload it again in the visual editor, or delete it`,
    );
  }
  if (meta.width !== named.width || meta.height !== named.height)
    throw new PictureRefused(
      `${rel}: its name says ${named.width}×${named.height} pixels but the picture is ${meta.width ?? '?'}×${meta.height ?? '?'}; upload it again in the visual editor (it names the file itself)`,
    );
}

/** A copy from the cache, or encoded now and kept there. */
async function cachedCopy(
  cacheDir: string,
  original: () => Uint8Array,
  stem: string,
  width: number,
  format: ResponsiveFormat,
): Promise<{ bytes: Buffer; encoded: boolean }> {
  const cached = path.join(cacheDir, path.posix.basename(copyPath(stem, width, format)));
  if (fs.existsSync(cached)) return { bytes: fs.readFileSync(cached), encoded: false };
  const bytes = await encodeCopy(original(), width, format);
  writeAtomic(cached, bytes);
  return { bytes, encoded: true };
}

export interface CopiesResult {
  /** Copies written to the output, and how many of them had to be encoded (not cached). */
  written: number;
  encoded: number;
  /** Every picture refused, each naming its file; empty when all went well. */
  problems: string[];
}

/**
 * Writes every uploaded picture's copies into `outDir` (the built site's root), from the cache
 * when it has them. Every picture is tried: the problems list names each bad one.
 */
export async function writeCopies({
  root,
  outDir,
  cacheDir = path.join(root, CACHE),
}: {
  root: string;
  outDir: string;
  cacheDir?: string;
}): Promise<CopiesResult> {
  const result: CopiesResult = { written: 0, encoded: 0, problems: [] };
  const dir = path.join(root, UPLOADS);
  if (!fs.existsSync(dir)) return result;
  for (const name of fs.readdirSync(dir).sort()) {
    const src = `/images/uploads/${name}`;
    const copies = responsiveOf(src);
    if (!copies) continue; // Not an upload's name: shown as it is, like every other picture.
    const rel = `${UPLOADS}/${name}`;
    // Refused by the size its name says, before a byte of it is decoded; checkedSize proves the
    // name right whenever a copy is made.
    const tooLarge = pixelProblem(copies.width, copies.height);
    if (tooLarge) {
      result.problems.push(`${rel}: ${tooLarge}`);
      continue;
    }
    let bytes: Uint8Array | undefined;
    const original = () => (bytes ??= fs.readFileSync(path.join(dir, name)));
    try {
      const all = copies.widths.flatMap((w) => RESPONSIVE_FORMATS.map((f) => [w, f] as const));
      // The size is checked whenever a copy is missing from the cache (a cached one was checked).
      const missing = all.some(
        ([w, f]) =>
          !fs.existsSync(path.join(cacheDir, path.posix.basename(copyPath(copies.stem, w, f)))),
      );
      if (missing) await checkedSize(rel, original(), copies);
      for (const [w, f] of all) {
        const copy = await cachedCopy(cacheDir, original, copies.stem, w, f);
        writeAtomic(path.join(outDir, copyPath(copies.stem, w, f)), copy.bytes);
        result.written++;
        if (copy.encoded) result.encoded++;
      }
    } catch (e) {
      result.problems.push(
        e instanceof PictureRefused
          ? e.message
          : `${rel}: this picture could not be made smaller (${e instanceof Error ? e.message : String(e)}); upload it again in the visual editor, or delete it`,
      );
    }
  }
  return result;
}

/**
 * One copy as the dev server answers `/images/uploads/<stem>-<width>w.<format>`, or null when the
 * address is no copy of an existing upload (the next handler answers it).
 */
export async function copyFor(
  root: string,
  url: string,
  cacheDir = path.join(root, CACHE),
): Promise<{ bytes: Buffer; format: ResponsiveFormat } | null> {
  const m = /^\/images\/uploads\/([a-z0-9-]+)-([1-9]\d{0,4})w\.(avif|webp)$/.exec(url);
  if (!m) return null;
  const dir = path.join(root, UPLOADS);
  if (!fs.existsSync(dir)) return null;
  const original = fs
    .readdirSync(dir)
    .map((name) => ({ name, copies: responsiveOf(`/images/uploads/${name}`) }))
    .find((o) => o.copies?.stem === m[1] && !!o.copies?.widths.includes(Number(m[2])));
  if (!original || pixelProblem(original.copies!.width, original.copies!.height)) return null;
  const format = m[3] as ResponsiveFormat;
  const copy = await cachedCopy(
    cacheDir,
    () => fs.readFileSync(path.join(dir, original.name)),
    m[1]!,
    Number(m[2]),
    format,
  );
  return { bytes: copy.bytes, format };
}
