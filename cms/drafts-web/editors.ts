/**
 * One visual editor (the edit server of `npm run edit`) per active draft, on a port of its own on
 * 127.0.0.1, started on first use and stopped after a quiet time. The service reaches it through
 * its reverse proxy, so the editor never needs to be reachable from the network.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { git } from '../git/git.ts';
import { ownEnv } from './builds.ts';
import { HMR_PATH } from './proxy.ts';

/**
 * Gives a draft's worktree the service's dependencies by a link, which git must never commit:
 * the repository ignores `node_modules/`, a pattern for folders that a link does not match.
 */
export async function linkModules(worktree: string, modules: string) {
  const common = (await git(worktree, ['rev-parse', '--git-common-dir'])).trim();
  const exclude = path.resolve(worktree, common, 'info', 'exclude');
  const now = fs.existsSync(exclude) ? fs.readFileSync(exclude, 'utf8') : '';
  if (!now.split('\n').includes('/node_modules')) {
    fs.mkdirSync(path.dirname(exclude), { recursive: true });
    fs.appendFileSync(exclude, `${now && !now.endsWith('\n') ? '\n' : ''}/node_modules\n`);
  }
  const link = path.join(worktree, 'node_modules');
  if (!fs.existsSync(link)) fs.symlinkSync(modules, link, 'dir');
}

export interface RunningEditor {
  port: number;
  close(): Promise<void>;
}

/**
 * Starts a draft's editor on `port`; `origin` is the service's address as the person's browser
 * reaches it, where the editor's page opens its reload channel.
 */
export type StartEditor = (
  worktree: string,
  port: number,
  origin: string,
) => Promise<RunningEditor>;

/**
 * The port a browser uses for `origin` (`http://host` is 80, `https://host` is 443); an origin
 * that does not read as an address (a request's own Host header) counts as http's.
 */
export function portOfOrigin(origin: string): number {
  try {
    const url = new URL(origin);
    return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  } catch {
    return 80;
  }
}

/**
 * Vite's bundles of a draft editor's dependencies, in a folder of the draft's own. The drafts'
 * worktrees share the service's node_modules through a link, and Vite keeps its bundles in
 * node_modules/.vite by default: the editors of two drafts (whose roots differ, so their bundles
 * do too) would each replace the other's while its page loads them. The folder stays inside
 * node_modules, where the edit server's guard serves files from.
 */
export const editorCacheName = (draft: string) => `draft-${draft}`;
export const editorCacheDir = (worktree: string) =>
  path.join(worktree, 'node_modules', '.vite', editorCacheName(path.basename(worktree)));

/** The real edit server on a draft's worktree, with the service's installed dependencies. */
export function viteEditor(modules: string): StartEditor {
  return async (worktree, port, origin) => {
    await linkModules(worktree, modules);
    // The site's web fonts are generated files (not in git): the editor's pages import them.
    await new Promise<void>((resolve, reject) => {
      const child = spawn('npx', ['tsx', 'scripts/build/fonts.ts'], {
        cwd: worktree,
        env: ownEnv(),
        stdio: 'ignore',
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`the fonts step ended with ${code}`)),
      );
    });
    const { startEditServer } = await import('../../scripts/lib/edit/server.ts');
    const server = await startEditServer(worktree, port, {
      cacheDir: editorCacheDir(worktree),
      server: {
        // The page reaches the editor only through the service: its reload channel too, at
        // the service's own address (never straight to this port, which the browser may not
        // reach, and which on a person's own machine could be anything else).
        ws: { path: HMR_PATH, clientPort: portOfOrigin(origin) },
      },
      // The editor's and the site's dependencies found before the page asks for them, so that
      // a reload for one found late stays the exception.
      optimizeDeps: { entries: ['editor/index.html', 'index.html'] },
    });
    return { port, close: () => server.close() };
  };
}

interface Slot {
  worktree: string;
  port: number;
  started: Promise<RunningEditor>;
  timer?: NodeJS.Timeout;
}

export class EditServers {
  private readonly slots = new Map<string, Slot>();

  constructor(
    private readonly start: StartEditor,
    private readonly ports: { from: number; to: number },
    private readonly idleMs = 30 * 60_000,
  ) {}

  private freePort(): number {
    const used = new Set([...this.slots.values()].map((s) => s.port));
    for (let port = this.ports.from; port <= this.ports.to; port++)
      if (!used.has(port)) return port;
    throw new Error('every port for editors is in use: too many drafts are open at once');
  }

  /**
   * The port of the draft's editor, started if needed (its page's reload channel at `origin`);
   * each use restarts its quiet time.
   */
  async portOf(draft: string, worktree: string, origin: string): Promise<number> {
    let slot = this.slots.get(draft);
    if (!slot || slot.worktree !== worktree) {
      const port = this.freePort();
      const started = this.start(worktree, port, origin);
      slot = { worktree, port, started };
      this.slots.set(draft, slot);
      started.catch(() => this.slots.delete(draft));
    }
    clearTimeout(slot.timer);
    const current = slot;
    slot.timer = setTimeout(() => void this.stop(draft, current), this.idleMs);
    slot.timer.unref();
    return (await slot.started).port;
  }

  private async stop(draft: string, slot: Slot) {
    if (this.slots.get(draft) !== slot) return;
    this.slots.delete(draft);
    await (await slot.started).close();
  }

  get running(): string[] {
    return [...this.slots.keys()];
  }

  async stopAll() {
    await Promise.all(
      [...this.slots].map(async ([draft, slot]) => {
        clearTimeout(slot.timer);
        this.slots.delete(draft);
        await slot.started.then((e) => e.close()).catch(() => undefined);
      }),
    );
  }
}
