/**
 * `npm test`: everything CI checks, in stages. Steps of a stage run side by side: each of them
 * keeps one core busy at most (tsc, ESLint, Vite's build; the editor's browser suite and the
 * edited copy's build), so on two cores a stage takes as long as its longest step instead of their
 * sum. The unit and browser suites fill both cores on their own and run alone.
 *
 * A step that shares its stage has its output held until it ends, then printed whole under its
 * name, so two steps never interleave their lines; each step's time is printed, and the run stops at the first stage with a
 * failed step (after its other steps end), printing the failed output last.
 */
import { spawn } from 'node:child_process';

type Step = { name: string; script: string };

const STAGES: readonly (readonly Step[])[] = [
  [
    { name: 'types', script: 'check:types' },
    { name: 'code lint', script: 'lint' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'unit and dist tests', script: 'test:unit' }],
  [{ name: 'browser tests', script: 'test:e2e' }],
  [
    { name: 'editor tests', script: 'test:edit' },
    { name: 'an editor’s change', script: 'test:editor-change' },
  ],
];

type Ended = Step & { code: number; seconds: number; output: string };

/** Runs one npm script; a step alone in its stage writes straight to the terminal. */
function run(step: Step, alone: boolean): Promise<Ended> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step.script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (c: Buffer) => chunks.push(c));
    child.stderr?.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) =>
      resolve({
        ...step,
        code: code ?? 1,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}

const times: string[] = [];
const began = performance.now();
for (const stage of STAGES) {
  console.log(`\n▶ ${stage.map((s) => `${s.name} (npm run ${s.script})`).join(' | ')}`);
  const ended = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  // Failures last, where a reader of the log looks first.
  for (const step of [...ended].sort((a, b) => Number(a.code !== 0) - Number(b.code !== 0))) {
    console.log(`\n── ${step.name}: ${step.code === 0 ? 'passed' : 'FAILED'} ──\n${step.output}`);
  }
  for (const step of ended) times.push(`${step.seconds.toFixed(0).padStart(5)} s  ${step.name}`);
  const failed = ended.filter((s) => s.code !== 0);
  if (failed.length) {
    console.error(`\n✖ npm test failed at: ${failed.map((s) => s.name).join(', ')}`);
    console.log(times.join('\n'));
    process.exit(1);
  }
}
console.log(`\nEach step's time (steps of one stage ran side by side):\n${times.join('\n')}`);
console.log(`${((performance.now() - began) / 1000).toFixed(0).padStart(5)} s  in all`);
