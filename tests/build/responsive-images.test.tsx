import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFor, UPLOADS, writeCopies } from '../../scripts/lib/responsiveImages.ts';
import { uploadImage } from '../../scripts/lib/edit/upload.ts';
import { checkTestimonialEntry, PICTURE_ALT } from '../../scripts/lint/collections.ts';
import { JsonSource } from '../../scripts/lint/source.ts';
import { Avatar } from '../../src/ui/Avatar';
import { ClientAvatar } from '../../src/blocks/TestimonialList/ClientAvatar';
import { SafeImage } from '../../src/ui/SafeImage';
import { copyPath, RESPONSIVE_WIDTHS, responsiveOf, widthsFor } from '../../src/ui/responsive';

/*
 * Pictures uploaded in the editor, made responsive at build: named with their size, copied as
 * AVIF and WebP at widths no larger than themselves (cached, so never encoded twice), shown through
 * <picture>; a picture that does not decode fails the build naming its file. The pictures are
 * drawn here by sharp, a few hundred bytes each.
 */

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'responsive-'));
  fs.mkdirSync(path.join(dir, UPLOADS), { recursive: true });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const drawn = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 30 } } })
    .png()
    .toBuffer();
const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

describe('responsive copies of uploaded pictures', () => {
  it('writes AVIF and WebP copies at widths no larger than the original, then takes them from the cache', async () => {
    // Uploaded as a person does: the editor names the file, with its size.
    const bytes = await drawn(1000, 500);
    const up = await uploadImage(dir, {
      name: 'Équipe.png',
      data: bytes.toString('base64'),
    });
    if (up.status !== 'saved') throw new Error(up.message);
    const r = responsiveOf(up.src)!;
    expect(r).toMatchObject({ width: 1000, height: 500, widths: [480, 960, 1000] });

    const out = path.join(dir, 'dist');
    const first = await writeCopies({ root: dir, outDir: out });
    expect(first).toEqual({ written: 6, encoded: 6, problems: [] });
    for (const w of r.widths)
      for (const format of ['avif', 'webp'] as const) {
        const meta = await sharp(path.join(out, copyPath(r.stem, w, format))).metadata();
        expect([meta.format, meta.width]).toEqual([format === 'avif' ? 'heif' : 'webp', w]);
      }
    // Unchanged: nothing encoded again, the same copies written.
    const second = await writeCopies({ root: dir, outDir: path.join(dir, 'dist2') });
    expect(second).toEqual({ written: 6, encoded: 0, problems: [] });
    // The dev server answers a copy, and nothing for a width the picture is not offered at.
    expect((await copyFor(dir, copyPath(r.stem, 480, 'webp')))?.format).toBe('webp');
    expect(await copyFor(dir, copyPath(r.stem, 1600, 'webp'))).toBeNull();
    fs.rmSync(path.join(dir, UPLOADS, path.basename(up.src)));
  });

  it('offers widths that never exceed the picture, in order, the largest kept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), (width) => {
        const ws = widthsFor(width);
        expect(ws.length).toBeGreaterThan(0);
        expect(ws.every((w, i) => w <= width && (i === 0 || w > ws[i - 1]!))).toBe(true);
        expect(ws.at(-1)).toBe(Math.min(width, RESPONSIVE_WIDTHS.at(-1)!));
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (src) => {
        const r = responsiveOf(src);
        if (r) expect(src.startsWith('/images/uploads/')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('fails on a damaged or misnamed picture, naming each file, and still makes the good ones', async () => {
    const good = await drawn(40, 30);
    const named = (bytes: Uint8Array, size: string) =>
      path.join(dir, UPLOADS, `x-${hashOf(bytes)}-${size}.png`);
    fs.writeFileSync(named(good, '40x30'), good);
    const misnamed = await drawn(20, 20);
    fs.writeFileSync(named(misnamed, '40x40'), misnamed);
    const cacheDir = path.join(dir, 'cache-hostile');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 600 }),
          // A real picture cut short, or with a few bytes changed inside.
          fc.nat(good.length - 1).map((at) => Uint8Array.from(good.subarray(0, at))),
          fc
            .tuple(fc.nat(good.length - 1), fc.uint8Array({ minLength: 1, maxLength: 8 }))
            .map(([at, junk]) => {
              const bad = Uint8Array.from(good);
              bad.set(junk.subarray(0, bad.length - at), at);
              return bad;
            }),
        ),
        async (bytes) => {
          const file = named(bytes, '40x30');
          if (fs.existsSync(file)) return;
          fs.writeFileSync(file, bytes);
          try {
            const r = await writeCopies({ root: dir, outDir: path.join(dir, 'out'), cacheDir });
            expect(
              r.problems.some((p) =>
                p.startsWith(`${UPLOADS}/x-${hashOf(misnamed)}-40x40.png: its name says 40×40`),
              ),
            ).toBe(true);
            const bad = r.problems.find((p) => p.startsWith(`${UPLOADS}/${path.basename(file)}: `));
            // A hostile file either fails, by name, or was a whole picture after all.
            if (!bad) await sharp(bytes, { failOn: 'truncated' }).metadata();
            const ok = responsiveOf(`/images/uploads/${path.basename(named(good, '40x30'))}`)!;
            expect(fs.existsSync(path.join(dir, 'out', copyPath(ok.stem, 40, 'avif')))).toBe(true);
          } finally {
            fs.rmSync(file);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('an uploaded picture on a page', () => {
  const src = `/images/uploads/team-${'a1b2c3d4e5f6'}-1200x800.jpg`;

  it('comes as <picture> with AVIF and WebP copies, sizes and its box, falling back to the original', () => {
    const html = renderToString(<SafeImage src={src} alt="The team" width={800} height={450} />);
    expect(html).toMatch(/^<picture[^>]*><source type="image\/avif"/);
    expect(html).toContain('image/webp');
    expect(html.toLowerCase()).toContain(
      `srcset="${copyPath('team-a1b2c3d4e5f6', 480, 'avif')} 480w, ${copyPath('team-a1b2c3d4e5f6', 960, 'avif')} 960w, ${copyPath('team-a1b2c3d4e5f6', 1200, 'avif')} 1200w"`,
    );
    expect(html).toContain('sizes="(max-width: 800px) 100vw, 800px"');
    expect(html).toMatch(new RegExp(`<img[^>]*src="${src}"`));
    expect(html).toMatch(/<img[^>]*width="800"[^>]*height="450"|height="450"[^>]*width="800"/);
    // Any other picture stays one <img>.
    expect(renderToString(<SafeImage src="/images/blog/a.svg" alt="" />)).not.toContain('<picture');
  });

  it('shows a team member’s or client’s photo with its description, and initials without one', () => {
    const member = renderToString(<Avatar name="Nour Test" photo={src} alt="Nour at her desk" />);
    expect(member).toContain('alt="Nour at her desk"');
    expect(renderToString(<Avatar name="Nour Test" />)).toContain('>NT<');
    const client = renderToString(
      <ClientAvatar name="Samira Bouzid" anonymous="?" photo={src} alt="Samira in her clinic" />,
    );
    expect(client).toContain('alt="Samira in her clinic"');
    // A drawing of initials is decorative: the initials show, as before.
    const drawing = renderToString(
      <ClientAvatar name="Samira Bouzid" anonymous="?" photo="/images/clients/x.svg" />,
    );
    expect(drawing).not.toContain('<img');
  });
});

describe('a photo’s description in a testimonial or a team member', () => {
  const check = (entry: Record<string, unknown>) =>
    checkTestimonialEntry(
      JsonSource.fromBytes('content/team/x.json', Buffer.from(JSON.stringify(entry, null, 2))),
      'x',
      { categories: new Map(), industries: new Map() },
      new Map(),
      'en',
    ).filter((p) => /photo/.test(p.message));

  it('is required with a photo, in the default language at its box, and not for a drawing', () => {
    for (const [picture, alt] of Object.entries(PICTURE_ALT)) {
      const photo = { id: 'x', [picture]: '/images/uploads/p-a1b2c3d4e5f6-10x10.png' };
      expect(check(photo).map((p) => p.pointer)).toEqual([`/${picture}`]);
      expect(check(photo)[0]!.message).toContain(`"${alt}"`);
      expect(
        check({ ...photo, [alt]: { en: ' ', fr: 'Une photo' } }).map((p) => p.pointer),
      ).toEqual([`/${alt}/en`]);
      expect(check({ ...photo, [alt]: { en: 'A photo', fr: 'Une photo' } })).toEqual([]);
      expect(check({ id: 'x', [picture]: '/images/clients/x.svg' })).toEqual([]);
    }
  });
});
