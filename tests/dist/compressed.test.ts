/**
 * The compressed copies the build leaves beside every text file of dist/ (scripts/lib/
 * precompress.ts), read raw as the servers send them: each decodes to its file byte for byte,
 * and the Brotli one is the smaller (the servers prefer it for every browser that accepts it).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../scripts/lib/files';
import { DIST } from '../site';

const TEXTS = ['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt'];

describe('compressed copies in dist/', () => {
  const files = TEXTS.flatMap((ext) => filesUnder(DIST, ext)).filter(
    (f) => !f.includes(`${path.sep}.vite${path.sep}`),
  );

  it('every text file has a Brotli and a gzip copy that decode to it', () => {
    expect(files.length).toBeGreaterThan(400);
    const wrong: string[] = [];
    for (const file of files) {
      const body = fs.readFileSync(file);
      const br = fs.existsSync(`${file}.br`) ? fs.readFileSync(`${file}.br`) : null;
      const gz = fs.existsSync(`${file}.gz`) ? fs.readFileSync(`${file}.gz`) : null;
      if (!br || !zlib.brotliDecompressSync(br).equals(body)) wrong.push(`${file}.br`);
      if (!gz || !zlib.gunzipSync(gz).equals(body)) wrong.push(`${file}.gz`);
    }
    expect(wrong).toEqual([]);
  });

  it('the Brotli copies of the pages are smaller than their gzip copies', () => {
    const pages = files.filter((f) => f.endsWith('.html'));
    const size = (f: string) => fs.statSync(f).size;
    const br = pages.reduce((n, f) => n + size(`${f}.br`), 0);
    const gz = pages.reduce((n, f) => n + size(`${f}.gz`), 0);
    expect(br).toBeLessThan(gz);
  });
});
