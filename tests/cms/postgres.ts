import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL server binaries (package `postgresql`), newest version first; null if none. */
function binDir(): string | null {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))
    : [];
  const dir = versions
    .map((v) => path.join(base, v, 'bin'))
    .find((d) => fs.existsSync(path.join(d, 'initdb')));
  return dir ?? null;
}

export interface Cluster {
  url: string;
  stop(): void;
}

/**
 * A throw-away PostgreSQL cluster in a temporary folder, on `port` of 127.0.0.1: initdb, then
 * pg_ctl start (PostgreSQL refuses to run as root, so as `postgres` when we are root). Null, with
 * a loud message, when the server binaries are not installed.
 */
export function startPostgres(port: number): Cluster | null {
  const bin = binDir();
  if (!bin) {
    console.error(
      '\n*** PostgreSQL tests SKIPPED: no /usr/lib/postgresql/*/bin/initdb. Install it: apt-get install -y postgresql ***\n',
    );
    return null;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-pg-'));
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (file: string, args: string[]) => {
    const [cmd, argv] = root
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args]]
      : [path.join(bin, file), args];
    const r = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) throw new Error(`${file} failed: ${r.stderr || r.stdout}`);
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
