import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD,
  slugOf,
  sniff,
  uploadImage,
  UPLOAD_DIR,
} from '../../scripts/lib/edit/upload.ts';

/*
 * The editor's picture upload: whatever arrives (a name with "../", bytes that lie about their
 * type, a picture cut short, far too much), only a whole PNG, JPEG, WebP or AVIF picture is kept,
 * under a name made here, inside public/images/uploads/.
 */

let root: string;
const pictures: Record<string, Buffer> = {};
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-upload-'));
  fs.mkdirSync(path.join(root, 'public/images'), { recursive: true });
  const base = sharp({
    create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 80, b: 20 } },
  });
  pictures.png = await base.clone().png().toBuffer();
  pictures.jpg = await base.clone().jpeg().toBuffer();
  pictures.webp = await base.clone().webp().toBuffer();
  pictures.avif = await base.clone().avif().toBuffer();
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const send = (name: string, bytes: Uint8Array) =>
  uploadImage(root, { name, data: Buffer.from(bytes).toString('base64') });

/** Every file under the copy, so a refused upload is seen to write nothing anywhere. */
function files(dir = root): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? files(path.join(dir, e.name))
        : [path.relative(root, path.join(dir, e.name))],
    );
}

describe('picture upload', () => {
  it('keeps each accepted type under a generated name, its type read from the bytes', async () => {
    for (const [kind, bytes] of Object.entries(pictures)) {
      expect(sniff(bytes)).toBe(kind);
      // The name says GIF; the bytes decide.
      const result = await send(`Photo de l'équipe ${kind}.gif`, bytes);
      expect(result.status).toBe('saved');
      if (result.status !== 'saved') continue;
      expect(result.src).toMatch(
        new RegExp(`^/images/uploads/photo-de-l-equipe-${kind}-[0-9a-f]{12}-\\d+x\\d+\\.${kind}$`),
      );
      expect(fs.readFileSync(path.join(root, 'public', result.src))).toEqual(bytes);
    }
  });

  it('refuses SVG with its reason, and anything that is not a picture', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>');
    const r = await send('logo.svg', svg);
    expect(r).toMatchObject({ status: 'refused', message: expect.stringMatching(/SVG/) });
    expect(await send('a.png', Buffer.from('GIF89a......'))).toMatchObject({ status: 'refused' });
  });

  it('refuses every picture that lost its end in transit, which decoders forgive', async () => {
    // A PNG without its last 12 bytes (the IEND chunk) decoded whole and was kept once.
    for (const [kind, bytes] of Object.entries(pictures))
      for (const cut of [1, 8, 12]) {
        const r = await send(`cut.${kind}`, bytes!.subarray(0, bytes!.length - cut));
        expect(r, `${kind} without its last ${cut} bytes`).toMatchObject({ status: 'refused' });
      }
  });

  it('refuses a picture larger than the limit before decoding it', async () => {
    const big = Buffer.alloc(MAX_UPLOAD + 1);
    pictures.png!.copy(big);
    const r = await send('big.png', big);
    expect(r).toMatchObject({ status: 'refused', message: expect.stringMatching(/5 MB/) });
  });

  it('refuses a picture of more pixels than a page can use, small as its file is, in words', async () => {
    // 6000×6000 of one colour: a few KB of PNG that cost every uncached build seconds.
    const huge = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_UPLOAD);
    const before = files();
    const r = await send('poster.png', huge);
    expect(r).toMatchObject({
      status: 'refused',
      message: expect.stringMatching(/6,000×6,000 pixels/),
    });
    expect(files()).toEqual(before);
  });

  it('never keeps a hostile upload, and keeps every whole one inside the uploads folder', async () => {
    const outside = files().filter((f) => !f.startsWith(UPLOAD_DIR));
    const kinds = Object.keys(pictures);
    const name = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(
        '../../etc/passwd',
        '..\\..\\x.png',
        '/abs/x.png',
        'a/../../b.jpg',
        '\0.png',
        '.png',
        '…',
      ),
    );
    const upload = fc.oneof(
      // Wrong first bytes, of any length.
      fc.uint8Array({ maxLength: 300 }).map((b) => ({ b, whole: false })),
      // A real picture cut short.
      fc
        .tuple(fc.constantFrom(...kinds), fc.double({ min: 0.05, max: 0.9, noNaN: true }))
        .map(([k, f]) => ({
          b: pictures[k]!.subarray(0, Math.floor(pictures[k]!.length * f)),
          whole: false,
        })),
      // A real picture with its first bytes changed.
      fc
        .tuple(
          fc.constantFrom(...kinds),
          fc.integer({ min: 0, max: 2 }),
          fc.integer({ min: 0, max: 255 }),
        )
        .map(([k, i, v]) => {
          const b = Buffer.from(pictures[k]!);
          // A byte of the signature: "ftyp" in AVIF, the first bytes in the others.
          const at = k === 'avif' ? 4 + i : i;
          const whole = b[at] === v;
          b[at] = v;
          return { b, whole };
        }),
      fc.constantFrom(...kinds).map((k) => ({ b: pictures[k]!, whole: true })),
    );
    await fc.assert(
      fc.asyncProperty(name, upload, async (n, { b, whole }) => {
        const r = await send(n, b);
        if (r.status === 'saved') {
          expect(whole).toBe(true);
          expect(r.src).toMatch(
            /^\/images\/uploads\/[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{12}-\d+x\d+\.(png|jpg|webp|avif)$/,
          );
        } else expect(r.message.length).toBeGreaterThan(10);
        if (whole) expect(r.status).toBe('saved');
        expect(files().filter((f) => !f.startsWith(UPLOAD_DIR))).toEqual(outside);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a malformed request', async () => {
    for (const body of [
      null,
      [],
      'x',
      { name: 'a.png' },
      { name: 3, data: '' },
      { name: 'a', data: '%%%' },
      { name: 'a', data: '' },
    ])
      expect((await uploadImage(root, body)).status).toBe('refused');
  });

  it('makes short ASCII names from any name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (n) => {
        expect(slugOf(n)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slugOf(n).length).toBeLessThanOrEqual(40);
      }),
      { numRuns: 200 },
    );
  });
});
