/**
 * The compressed copies the build leaves beside each text file, which the local server, nginx and
 * Caddy send to a browser that accepts them instead of compressing on every request: Brotli
 * (`.br`, every browser since 2017) and gzip (`.gz`, for the rest). Brotli at quality 10 made the
 * built pages 23 % smaller than gzip at level 9 (/ar/solutions: 16.6 KB → 12.8 KB, under the
 * 14 KB a first round trip carries, and the JavaScript 13 %); quality 11 saves 1-2 % more for
 * three times the compression time, which pays for the pages alone.
 */
import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// Pages at 11: their whole transfer counts before the first paint, and a page over 14.6 KB with
// its headers takes a second round trip (Lighthouse's phone: FCP 0.90 s instead of 0.75 s); 11
// made them 1.5 % smaller (/fr/solutions 15.98 → 15.59 KB) for +6 s of a build. Other files at 10.
const brotliOptions = (size: number, file: string): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: file.endsWith('.html') ? 11 : 10,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
});

const GZIP: zlib.ZlibOptions = { level: 9 };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes `file.br` and `file.gz`; Node's thread pool compresses several files at once. */
export async function writeCompressedCopies(file: string): Promise<void> {
  const body = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, brotliOptions(body.length, file)),
    gzip(body, GZIP),
  ]);
  await Promise.all([
    fs.promises.writeFile(`${file}.br`, br),
    fs.promises.writeFile(`${file}.gz`, gz),
  ]);
}

/** The same, at once: for small trees written by tests. */
export function writeCompressedCopiesSync(file: string): void {
  const body = fs.readFileSync(file);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, brotliOptions(body.length, file)));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, GZIP));
}
