import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../scripts/lib/staticServer';
import { fixtureSite, freePort } from './engines';

const dir = fixtureSite();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host, () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

/** `npm run serve` with these arguments: the line it prints once listening, then stopped. */
async function serve(args: string[], check: (port: number) => Promise<void>) {
  const port = await freePort();
  const child = spawn(
    'node_modules/.bin/tsx',
    ['scripts/serve/serve.ts', '--port', String(port), '--dir', dir, ...args],
    // A group of its own, stopped whole: tsx runs the script in a child process.
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  try {
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('\n')) resolve(out.trim());
      });
      child.once('exit', (code) => reject(new Error(`serve.ts exited ${code}`)));
    });
    await check(port);
    return line.replace(String(port), 'PORT');
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

/** An address of this machine other than the loopback, if it has one. */
const outward = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('npm run serve', () => {
  it('listens on 127.0.0.1 only, unless told otherwise', async () => {
    const line = await serve([], async (port) => {
      expect(await connects('127.0.0.1', port)).toBe(true);
      if (outward) expect(await connects(outward, port)).toBe(false);
    });
    expect(line).toMatch(/^Serving .* with node at http:\/\/127\.0\.0\.1:PORT$/);
    const open = await serve(['--host', '0.0.0.0'], async (port) => {
      if (outward) expect(await connects(outward, port)).toBe(true);
    });
    expect(open).toMatch(/at http:\/\/0\.0\.0\.0:PORT$/);
  }, 60_000);
});

describe('Accept-Encoding as the local server reads it', () => {
  it('keeps only br and gzip, and never one refused with q=0 (property)', () => {
    const coding = fc.constantFrom('br', 'gzip', 'BR', 'deflate', '*', 'identity', 'x', '');
    const weight = fc.constantFrom(
      '',
      ';q=0',
      ';q=0.0',
      ';q=0.000',
      ';q=1',
      ';q=0.5',
      ';Q=0',
      '; q = 0',
      ';q=abc',
      ';x=1',
    );
    const header = fc
      .array(fc.tuple(coding, weight, fc.constantFrom('', ' ', '\t')), { maxLength: 6 })
      .map((parts) => parts.map(([c, w, s]) => `${s}${c}${w}`).join(','));
    fc.assert(
      fc.property(header, (h) => {
        const kept = acceptedEncodings(h).split(', ').filter(Boolean);
        for (const name of kept) {
          expect(['br', 'gzip']).toContain(name);
          const refused = h
            .split(',')
            .some(
              (p) => p.trim().toLowerCase().startsWith(name) && /;\s*q\s*=\s*0(\.0*)?\s*$/i.test(p),
            );
          const listed = h.split(',').filter((p) => p.split(';')[0]!.trim().toLowerCase() === name);
          expect(refused && listed.length === 1).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
    expect(acceptedEncodings('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncodings(undefined)).toBe('');
  });
});
