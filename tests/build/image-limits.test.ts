import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PIXELS, MAX_SIDE, pixelProblem } from '../../scripts/lib/imageLimits.ts';
import { UPLOADS, writeCopies } from '../../scripts/lib/responsiveImages.ts';

describe('the largest picture a page may use', () => {
  it('fails the build naming an upload over the limit, before decoding any of it', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'image-limits-'));
    try {
      fs.mkdirSync(path.join(root, UPLOADS), { recursive: true });
      // A 6000×6000 PNG of one colour is 35 KB and 3 s of decoding: its name says its size.
      fs.writeFileSync(path.join(root, UPLOADS, 'flat-a1b2c3d4e5f6-6000x6000.png'), 'not read');
      const done = await writeCopies({ root, outDir: path.join(root, 'dist') });
      expect(done.problems).toEqual([
        `${UPLOADS}/flat-a1b2c3d4e5f6-6000x6000.png: this picture is 6,000×6,000 pixels, more than a page can use and slow to publish: make it at most 4,096 pixels wide and high first, then upload it again`,
      ]);
      expect(done.written).toBe(0);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('takes exactly the sizes within the limit (property)', () => {
    const side = fc.oneof(fc.integer({ min: -2, max: 70_000 }), fc.double(), fc.constant(NaN));
    fc.assert(
      fc.property(side, side, (w, h) => {
        const within =
          Number.isInteger(w) &&
          Number.isInteger(h) &&
          w > 0 &&
          h > 0 &&
          w <= MAX_SIDE &&
          h <= MAX_SIDE &&
          w * h <= MAX_PIXELS;
        expect(pixelProblem(w, h) === null).toBe(within);
      }),
      { numRuns: 500 },
    );
    expect(pixelProblem(4096, 4096)).toBeNull();
    expect(pixelProblem(6000, 4000)).not.toBeNull();
  });
});
