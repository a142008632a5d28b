/**
 * `npm test`: everything CI checks, in stages. Steps of a stage run side by side: each of them
 * keeps one core busy at most (tsc, ESLint, Vite's build; the editor's browser suite and the
 * edited copy's build), so on two cores a stage takes as long as its longest step instead of their
 * sum. The unit and browser suites fill both cores on their own and run alone.
 *
 * A step may be several npm scripts run one after the other (a lane): the last stage's second
 * lane runs the edited copy's check, then the team service's browser tests, beside the editor's
 * tests in the first.
 *
 * A step that shares its stage has its output held until it ends, then printed whole under its
 * name, so two steps never interleave their lines; each step's time is printed, and the run stops at the first stage with a
 * failed step (after its other steps end), printing the failed output last.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

type Step = { name: string; script: string | readonly string[] };

const STAGES: readonly (readonly Step[])[] = [
  [
    { name: 'types', script: 'check:types' },
    { name: 'code lint', script: 'lint' },
    // The site, then the team service and its editor (build:cms builds the editor too), after the
    // site's and not beside it: both cut the fonts into src/generated.
    { name: 'build', script: ['build', 'build:cms'] },
  ],
  [{ name: 'unit and dist tests', script: 'test:unit' }],
  [{ name: 'browser tests', script: 'test:e2e' }],
  [
    { name: 'editor tests', script: 'test:edit' },
    {
      name: 'an editor’s change, then the team service',
      script: ['test:editor-change', 'test:cms'],
    },
  ],
];

type Ended = Step & { code: number; seconds: number; output: string };

/** Runs a step's npm scripts in turn, up to the first that fails. */
async function run(step: Step, alone: boolean): Promise<Ended> {
  const started = performance.now();
  let output = '';
  let code = 0;
  for (const script of [step.script].flat()) {
    const ended = await runScript(script, alone);
    output += ended.output;
    code = ended.code;
    if (code !== 0) break;
  }
  return { ...step, code, seconds: (performance.now() - started) / 1000, output };
}

/** Runs one npm script; a step alone in its stage writes straight to the terminal. */
function runScript(script: string, alone: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (c: Buffer) => chunks.push(c));
    child.stderr?.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) =>
      resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/**
 * The machine's CPU counters (Linux /proc/stat: busy and idle jiffies over all cores), so each
 * stage can say how busy the cores were: a stage well under 100 % waits on timers or I/O and
 * could run more side by side; one at 100 % can only get faster by doing less.
 */
function cpuCounters(): { busy: number; idle: number } | null {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const n = fields.map(Number);
    const idle = (n[3] ?? 0) + (n[4] ?? 0);
    return { busy: n.reduce((a, b) => a + b, 0) - idle, idle };
  } catch {
    return null;
  }
}

const times: string[] = [];
const began = performance.now();
for (const stage of STAGES) {
  const scripts = (s: Step) =>
    [s.script]
      .flat()
      .map((x) => `npm run ${x}`)
      .join(', then ');
  console.log(`\n▶ ${stage.map((s) => `${s.name} (${scripts(s)})`).join(' | ')}`);
  const before = cpuCounters();
  const ended = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const after = cpuCounters();
  // Failures last, where a reader of the log looks first.
  for (const step of [...ended].sort((a, b) => Number(a.code !== 0) - Number(b.code !== 0))) {
    console.log(`\n── ${step.name}: ${step.code === 0 ? 'passed' : 'FAILED'} ──\n${step.output}`);
  }
  for (const step of ended) times.push(`${step.seconds.toFixed(0).padStart(5)} s  ${step.name}`);
  if (before && after) {
    const busy = after.busy - before.busy;
    const all = busy + after.idle - before.idle;
    times.push(
      `         (cores ${Math.round((100 * busy) / Math.max(all, 1))} % busy during this stage)`,
    );
  }
  const failed = ended.filter((s) => s.code !== 0);
  if (failed.length) {
    console.error(`\n✖ npm test failed at: ${failed.map((s) => s.name).join(', ')}`);
    console.log(times.join('\n'));
    process.exit(1);
  }
}
console.log(`\nEach step's time (steps of one stage ran side by side):\n${times.join('\n')}`);
console.log(`${((performance.now() - began) / 1000).toFixed(0).padStart(5)} s  in all`);
