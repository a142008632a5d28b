/**
 * The real build of a draft, cached by git tree: the same files are never built twice, so a
 * publication whose tree was just previewed passes its build check at once, and a revert back to
 * an earlier tree reuses that tree's build. Builds run one at a time (a build takes both cores of
 * a small server); each draft keeps its last good build on show while the next one runs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { git } from '../git/git.ts';
import { markForPreview } from './previewBanner.ts';

export const TREE = /^[0-9a-f]{40}$/;

export interface BuildOutcome {
  ok: boolean;
  /** The build's own words: the lint's messages when the lint refused the files. */
  report: string;
}

/**
 * Builds the files of `tree` (read from the git repository `gitDir`) into `outDir`. The default
 * runs `npm run build` in a fresh copy of the tree, so a save during the build cannot mix two
 * versions of the files.
 */
export type BuildRunner = (
  gitDir: string,
  tree: string,
  outDir: string,
  signal: AbortSignal,
) => Promise<BuildOutcome>;

export interface DraftPreview {
  /** The tree whose build is on show, or null before the first good build. */
  shown: string | null;
  /** The tree being built or waiting, or null. */
  building: string | null;
  /** The last build that failed and is not yet replaced by a good one. */
  failed: { tree: string; report: string } | null;
}

const FAILED = 'failed.txt';

/**
 * The service's environment without what npm set for its own start (`npm run cms`: an
 * `npm_config_local_prefix` would make the build's npm run in the service's folder instead of
 * the copy being built), and without the NODE_ENV=development the drafts' editors (Vite dev
 * servers in this process) set: a build under it renders with React's development JSX.
 */
export function ownEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD' && k !== 'NODE_ENV',
    ),
  );
}

/**
 * Runs a command in a process group of its own; resolves with its exit code and the last part of
 * its output. Aborting `signal` ends the whole group (npm, Vite, the prerender's workers).
 */
function run(
  cmd: string,
  args: string[],
  cwd: string,
  signal?: AbortSignal,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve({ code: 1, output: 'stopped' });
    const child = spawn(cmd, args, {
      cwd,
      // A preview is never deployed: no compressed copies (scripts/build/hostFiles.ts).
      env: { ...ownEnv(), FORCE_COLOR: '0', NO_COLOR: '1', SITE_PRECOMPRESS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const stop = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already ended
      }
    };
    signal?.addEventListener('abort', stop, { once: true });
    child.on('close', () => signal?.removeEventListener('abort', stop));
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-64 * 1024);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${String(error)}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The lines of a failed build worth showing: the lint's problems and the summary, else the end. */
export function buildReport(output: string): string {
  // The lint's warnings (facts that disagree) never fail a build: they would hide the cause.
  const lines = output
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => !/^\S+:\d+:\d+\s+warning:/.test(l));
  const problems = lines.filter((l) => /^\S+\.(json|md):\d+:\d+\s/.test(l) || /^✖/.test(l));
  return (problems.length ? problems : lines.filter(Boolean).slice(-30))
    .join('\n')
    .slice(0, 20_000);
}

/**
 * The build's steps for a tree: its lint beside the rest of its build when its package.json has
 * them apart (`lint:pages` and `build:site`: on two cores the lint's 5 s hide behind the bundler),
 * else `npm run build` as a tree of before had it.
 */
function buildSteps(work: string): string[][] {
  try {
    const scripts = (
      JSON.parse(fs.readFileSync(path.join(work, 'package.json'), 'utf8')) as {
        scripts?: Record<string, string>;
      }
    ).scripts;
    if (scripts?.['lint:pages'] && scripts['build:site'])
      return [
        ['npm', 'run', '--silent', 'lint:pages'],
        ['npm', 'run', '--silent', 'build:site'],
      ];
  } catch {
    // no readable package.json: the plain build says what is wrong
  }
  return [['npm', 'run', '--silent', 'build']];
}

/**
 * `npm run build` (or `command`) in an exported copy of the tree, with the service's installed
 * dependencies.
 */
export function npmBuild(modules: string, command?: readonly [string, ...string[]]): BuildRunner {
  return async (gitDir, tree, outDir, signal) => {
    const work = `${outDir}.src`;
    fs.rmSync(work, { recursive: true, force: true });
    fs.mkdirSync(work, { recursive: true });
    try {
      const tar = path.join(work, '.tree.tar');
      await git(gitDir, ['archive', '--format=tar', '-o', tar, tree]);
      const unpacked = await run('tar', ['-xf', tar], work, signal);
      fs.rmSync(tar, { force: true });
      if (unpacked.code !== 0) return { ok: false, report: unpacked.output };
      fs.symlinkSync(modules, path.join(work, 'node_modules'), 'dir');
      const steps = command ? [[...command]] : buildSteps(work);
      const ran = await Promise.all(steps.map(([cmd, ...args]) => run(cmd!, args, work, signal)));
      // The lint's words first: they say what to correct, the bundler's only that it stopped.
      const failed = ran.find((r) => r.code !== 0);
      if (failed) return { ok: false, report: buildReport(failed.output) };
      fs.renameSync(path.join(work, 'dist'), outDir);
      markForPreview(outDir, tree);
      return { ok: true, report: '' };
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  };
}

interface Job {
  tree: string;
  gitDir: string;
  done: Promise<BuildOutcome>;
  resolve: (outcome: BuildOutcome) => void;
}

export class Builds {
  private readonly queue: Job[] = [];
  private readonly jobs = new Map<string, Job>();
  private running = false;
  private readonly drafts = new Map<string, DraftPreview>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly pending = new Map<string, () => void>();
  private readonly stopping = new AbortController();
  private current: Promise<BuildOutcome> | null = null;
  /** How many builds really ran (the tests count them). */
  built = 0;

  constructor(
    readonly dir: string,
    private readonly runner: BuildRunner,
    private readonly debounceMs = 2000,
  ) {
    fs.mkdirSync(dir, { recursive: true });
  }

  /** The folder of a tree's good build, or null when it was not built (or failed). */
  outDir(tree: string): string | null {
    if (!TREE.test(tree)) return null;
    const dir = path.join(this.dir, tree);
    return fs.existsSync(path.join(dir, 'index.html')) ? dir : null;
  }

  private failedReport(tree: string): string | null {
    const file = path.join(this.dir, `${tree}.${FAILED}`);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  }

  /**
   * The build of `tree`: at once when it is cached (good or failed: the same files fail the
   * same way), else after the builds before it.
   */
  build(gitDir: string, tree: string): Promise<BuildOutcome> {
    if (!TREE.test(tree)) return Promise.reject(new Error('not a tree id'));
    if (this.outDir(tree)) return Promise.resolve({ ok: true, report: '' });
    const failed = this.failedReport(tree);
    if (failed !== null) return Promise.resolve({ ok: false, report: failed });
    const known = this.jobs.get(tree);
    if (known) return known.done;
    let resolve!: (outcome: BuildOutcome) => void;
    const done = new Promise<BuildOutcome>((r) => (resolve = r));
    const job: Job = { tree, gitDir, done, resolve };
    this.jobs.set(tree, job);
    this.queue.push(job);
    void this.next();
    return done;
  }

  private async next(): Promise<void> {
    if (this.running) return;
    const job = this.queue.shift();
    if (!job) return;
    this.running = true;
    this.current = job.done;
    let outcome: BuildOutcome;
    const out = path.join(this.dir, job.tree);
    try {
      fs.rmSync(out, { recursive: true, force: true });
      this.built++;
      outcome = await this.runner(job.gitDir, job.tree, out, this.stopping.signal);
    } catch (error) {
      outcome = { ok: false, report: `the build could not run: ${String(error)}` };
    }
    if (!outcome.ok && !this.stopping.signal.aborted) {
      try {
        fs.rmSync(out, { recursive: true, force: true });
        fs.writeFileSync(path.join(this.dir, `${job.tree}.${FAILED}`), outcome.report);
      } catch (error) {
        // The outcome still reaches whoever waits; only its memory across restarts is lost.
        console.error(`keeping a failed build's report: ${String(error)}`);
      }
    }
    this.jobs.delete(job.tree);
    this.running = false;
    this.current = null;
    job.resolve(outcome);
    void this.next();
  }

  /** Whether a build is running or waiting (the tests wait on it). */
  get busy(): boolean {
    return this.running || this.queue.length > 0;
  }

  preview(draft: string): DraftPreview {
    return this.drafts.get(draft) ?? { shown: null, building: null, failed: null };
  }

  /**
   * Shows the draft's newest tree once built. Saves close together make one build: the tree is
   * read when the quiet time after the last save ends.
   */
  schedule(draft: string, gitDir: string, treeOf: () => Promise<string>): void {
    const state = this.preview(draft);
    this.drafts.set(draft, { ...state, building: state.building ?? 'pending' });
    clearTimeout(this.timers.get(draft));
    const start = () => {
      this.timers.delete(draft);
      this.pending.delete(draft);
      void treeOf().then(
        (tree) => this.show(draft, gitDir, tree),
        (error: unknown) =>
          this.drafts.set(draft, {
            ...this.preview(draft),
            building: null,
            failed: { tree: '', report: String(error) },
          }),
      );
    };
    this.pending.set(draft, start);
    this.timers.set(draft, setTimeout(start, this.debounceMs));
  }

  /** Starts a waiting preview build now (someone opened the preview: no quiet time to wait). */
  flush(draft: string): void {
    const timer = this.timers.get(draft);
    if (!timer) return;
    clearTimeout(timer);
    this.timers.delete(draft);
    this.pending.get(draft)?.();
  }

  /** Builds `tree` (or finds it built) and puts it on show for `draft`. */
  async show(draft: string, gitDir: string, tree: string): Promise<DraftPreview> {
    this.drafts.set(draft, { ...this.preview(draft), building: tree });
    const outcome = await this.build(gitDir, tree);
    const now = this.preview(draft);
    // A newer save may have asked for a newer tree meanwhile: that one's outcome decides.
    const still = now.building === tree ? null : now.building;
    const next: DraftPreview = outcome.ok
      ? { shown: tree, building: still, failed: null }
      : { shown: now.shown, building: still, failed: { tree, report: outcome.report } };
    this.drafts.set(draft, next);
    return next;
  }

  /**
   * Ends the running build (its whole process group) and every timer; waiting builds fail.
   * Resolves once the running build's processes are gone.
   */
  async stop(): Promise<void> {
    const running = this.current;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.stopping.abort();
    for (const job of this.queue.splice(0)) {
      this.jobs.delete(job.tree);
      job.resolve({ ok: false, report: 'the service stopped' });
    }
    await running;
  }
}
