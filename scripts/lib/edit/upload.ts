import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { pixelProblem } from '../imageLimits.ts';
import { PathRefused } from '../insideRepository.ts';
import { insideFolder, writeAtomic } from './files.ts';

/**
 * Pictures added from the editor: kept in public/images/uploads/ under a name made here (the
 * person's file name reduced to a slug, a hash of the bytes and the picture's size), so no name sent can reach
 * another folder or replace another picture. The type is read from the bytes, never from the
 * name, and the whole picture must decode. SVG is refused rather than sanitized: it is a
 * document that can carry scripts and links, and the site's pictures are drawn ones kept in the
 * repository by developers.
 */
export const UPLOAD_DIR = 'public/images/uploads';
export const MAX_UPLOAD = 5 * 1024 * 1024;
/** Read as far as its size; pixelProblem refuses it before its pixels are decoded. */
const DECODE_LIMIT = 40_000_000;

/** `written` names the picture's file, so that a draft commits it with the upload. */
export type UploadResult =
  { status: 'saved'; src: string; written: string[] } | { status: 'refused'; message: string };

type Kind = 'png' | 'jpg' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** The picture type its first bytes announce, or null. */
export function sniff(bytes: Uint8Array): Kind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const size = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
    for (let at = 8; at + 4 <= size; at += 4)
      if (['avif', 'avis'].includes(ascii(bytes, at, at + 4))) return 'avif';
  }
  return null;
}

/**
 * Whether the file ends where its own format says it ends: a decoder forgives a missing end (a
 * PNG without its IEND chunk decoded whole), but an upload cut short in transit must be sent
 * again, never kept. PNG ends with IEND; JPEG with its end-of-image marker (padding after it
 * allowed); WebP's RIFF header and AVIF's top-level boxes give the exact length.
 */
export function endsWhole(kind: Kind, bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = bytes.length;
  if (kind === 'png') {
    const iend = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
    return n >= 20 && iend.every((b, i) => bytes[n - 8 + i] === b);
  }
  if (kind === 'jpg') {
    let end = n;
    while (end > 0 && bytes[end - 1] === 0) end--;
    return end >= 4 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
  }
  if (kind === 'webp') {
    const riff = n >= 12 ? view.getUint32(4, true) + 8 : -1;
    return riff === n || riff + 1 === n;
  }
  let at = 0;
  while (at + 8 <= n) {
    let size = view.getUint32(at);
    if (size === 1) {
      if (at + 16 > n) return false;
      size = Number(view.getBigUint64(at + 8));
    } else if (size === 0) size = n - at;
    if (size < 8) return false;
    at += size;
  }
  return at === n;
}

/** sharp's name for each kind, to check the decoder agrees with the first bytes. */
const FORMAT: Record<Kind, string> = { png: 'png', jpg: 'jpeg', webp: 'webp', avif: 'heif' };

/** The person's file name as a short ASCII slug ("Été à Fès.PNG" → "ete-a-fes"). */
export function slugOf(name: string): string {
  const stem = name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const slug = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'image';
}

/** POST upload: { name, data } with data the file's bytes in base64. */
export async function uploadImage(root: string, body: unknown): Promise<UploadResult> {
  const no = (message: string): UploadResult => ({ status: 'refused', message });
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return no('send the picture as { "name": …, "data": … }');
  const { name, data } = body as Record<string, unknown>;
  if (typeof name !== 'string' || name.length > 300)
    return no('the picture needs its file name (under 300 characters)');
  if (typeof data !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(data))
    return no('the picture did not arrive whole: choose it again');
  if ((data.length * 3) / 4 > MAX_UPLOAD + 3)
    return no(`this picture is larger than ${MAX_UPLOAD / 1024 / 1024} MB: make it smaller first`);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) return no('this file is empty');
  if (bytes.length > MAX_UPLOAD)
    return no(`this picture is larger than ${MAX_UPLOAD / 1024 / 1024} MB: make it smaller first`);
  const kind = sniff(bytes);
  if (!kind)
    return no(
      /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'))
        ? 'SVG drawings are not taken here (they can carry scripts): save the picture as PNG, JPEG, WebP or AVIF'
        : 'this file is not a PNG, JPEG, WebP or AVIF picture (whatever its name says)',
    );
  if (!endsWhole(kind, bytes))
    return no('this picture did not arrive whole (its end is missing): choose it again');
  let size: string;
  try {
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: DECODE_LIMIT });
    const meta = await image.metadata();
    if (meta.format !== FORMAT[kind] || !meta.width || !meta.height) throw new Error('mismatch');
    // Far larger than any screen: every build would spend seconds on its copies.
    const tooLarge = pixelProblem(meta.width, meta.height);
    if (tooLarge) return no(tooLarge);
    // Decoding it all finds a picture cut short, which the first bytes cannot show.
    await image.resize(8, 8, { fit: 'inside' }).raw().toBuffer();
    size = `${meta.width}x${meta.height}`;
  } catch {
    return no('this picture is damaged or incomplete and cannot be shown: export it again');
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  // Its size in its name lets pages offer smaller copies and keep its room (src/ui/responsive.ts).
  const file = `${slugOf(name)}-${hash}-${size}.${kind}`;
  const rel = `${UPLOAD_DIR}/${file}`;
  try {
    // Checked against the repository itself before the folder is made: a linked public/ or
    // images/ folder must not lead the write elsewhere.
    insideFolder(root, rel, '');
    fs.mkdirSync(path.join(root, UPLOAD_DIR), { recursive: true });
    const abs = insideFolder(root, rel, '');
    if (!fs.existsSync(abs)) writeAtomic(abs, bytes);
  } catch (e) {
    if (e instanceof PathRefused) return no(e.message);
    throw e;
  }
  return { status: 'saved', src: `/images/uploads/${file}`, written: [rel] };
}
