/**
 * Runs the built site through one of the three engines on this machine, in the foreground with a
 * private temporary prefix (no system paths written): the local Node server, or Debian's nginx or
 * Caddy over the configurations of ./serverConfigs.ts.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { parseRedirects } from './headers.ts';
import { caddyfile, nginxMain } from './serverConfigs.ts';

export const ENGINES = ['node', 'nginx', 'caddy'] as const;
export type Engine = (typeof ENGINES)[number];

export interface Running {
  engine: Engine;
  port: number;
  stop: () => Promise<void>;
}

const BINARIES: Record<Exclude<Engine, 'node'>, string> = {
  nginx: '/usr/sbin/nginx',
  caddy: '/usr/bin/caddy',
};

/** nginx sends the Brotli copies through this module (Debian: libnginx-mod-http-brotli-static). */
export const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Each engine's Debian packages, and the files that say they are installed. */
const PACKAGES: Record<Exclude<Engine, 'node'>, { names: string[]; files: string[] }> = {
  nginx: {
    names: ['nginx', 'libnginx-mod-http-brotli-static'],
    files: [BINARIES.nginx, NGINX_BROTLI_MODULE],
  },
  caddy: { names: ['caddy'], files: [BINARIES.caddy] },
};

/** The binary of an engine, or null when its Debian packages are not all installed. */
export function engineBinary(engine: Exclude<Engine, 'node'>): string | null {
  return PACKAGES[engine].files.every((f) => fs.existsSync(f)) ? BINARIES[engine] : null;
}

/** The command that installs an engine's Debian packages. */
export const installCommand = (engine: Exclude<Engine, 'node'>) =>
  `apt-get install -y ${PACKAGES[engine].names.join(' ')}`;

/** Installs Debian's packages of the engine (the serve command does; tests never do). */
export function installEngine(engine: Exclude<Engine, 'node'>): void {
  console.log(`${engine} is not installed: ${installCommand(engine)}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...PACKAGES[engine].names], {
    stdio: 'inherit',
    env,
  });
}

/** Resolves once something accepts connections on the port, or fails after `ms`. */
async function listening(
  port: number,
  child: ChildProcess,
  log: () => string,
  host = '127.0.0.1',
  ms = 15_000,
) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${log()}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host, () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`did not listen on ${port} within ${ms} ms:\n${log()}`);
}

function spawnEngine(
  engine: Exclude<Engine, 'node'>,
  args: string[],
  port: number,
  prefix: string,
  host: string,
): Promise<Running> {
  // Caddy keeps its state under XDG_DATA_HOME/XDG_CONFIG_HOME: inside the prefix, not ~.
  const env = { ...process.env, XDG_DATA_HOME: prefix, XDG_CONFIG_HOME: prefix };
  const child = spawn(BINARIES[engine], args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  return listening(port, child, () => output, host).then(
    () => ({ engine, port, stop }),
    async (error: unknown) => {
      await stop();
      throw new Error(`${engine}: ${String(error)}`);
    },
  );
}

/** The address that reaches a server listening on `bind` from this machine. */
const reach = (bind: string) => (bind === '0.0.0.0' || bind === '::' ? '127.0.0.1' : bind);

/**
 * Starts an engine over `root` on `bind`:`port`: 127.0.0.1 unless told otherwise, so a site
 * served to try it is not served to the network.
 */
export async function startEngine(
  engine: Engine,
  root: string,
  port: number,
  bind = '127.0.0.1',
): Promise<Running> {
  const redirectsFile = path.join(root, '_redirects');
  const redirects = fs.existsSync(redirectsFile)
    ? parseRedirects(fs.readFileSync(redirectsFile, 'utf8'))
    : [];
  const site = { root: path.resolve(root), bind, port, hosts: [], redirects };
  if (engine === 'node') {
    const { createStaticServer } = await import('./staticServer.ts');
    const server: Server = createStaticServer(root);
    await new Promise<void>((r) => server.listen(port, bind, r));
    return {
      engine,
      port,
      stop: () =>
        new Promise<void>((r) => {
          server.closeAllConnections();
          server.close(() => r());
        }),
    };
  }
  if (!engineBinary(engine))
    throw new Error(`${engine} is not installed: ${installCommand(engine)} (.ci/run does)`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), `site-${engine}-`));
  if (engine === 'nginx') {
    const conf = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(conf, nginxMain(site, prefix, '/etc/nginx/mime.types', [NGINX_BROTLI_MODULE]));
    return spawnEngine(
      engine,
      ['-p', prefix, '-c', conf, '-e', 'stderr'],
      port,
      prefix,
      reach(bind),
    );
  }
  const conf = path.join(prefix, 'Caddyfile');
  fs.writeFileSync(conf, caddyfile(site));
  return spawnEngine(
    engine,
    ['run', '--adapter', 'caddyfile', '--config', conf],
    port,
    prefix,
    reach(bind),
  );
}
