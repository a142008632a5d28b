/**
 * `npm run lint:pages`: checks pages/, site.json, content/ and locales/ against the schemas and
 * against each other, and prints every problem as FILE:LINE:COL  POINTER  MESSAGE.
 */
import { performance } from 'node:perf_hooks';
import { runLint } from './lint/lint.ts';
import { formatProblem, sortProblems } from './lint/problem.ts';
import path from 'node:path';
import { root } from './lib/paths.ts';

// LINT_ROOT lints another site tree (the tests' fixtures); the engine checks belong to this repo.
const target = process.env.LINT_ROOT ? path.resolve(root, process.env.LINT_ROOT) : root;
const started = performance.now();
const { problems, counts } = runLint({ root: target, engine: target === root });
const seconds = ((performance.now() - started) / 1000).toFixed(2);
const checked = `${counts.pages} pages, ${counts.site} site config, ${counts.content} content files, ${counts.locales} locale files`;

if (problems.length) {
  for (const p of sortProblems(problems)) console.error(formatProblem(p));
  const files = new Set(problems.map((p) => p.file)).size;
  console.error(
    `\n✖ ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} (checked ${checked} in ${seconds} s)`,
  );
  process.exit(1);
}
console.log(`✔ all valid: ${checked} (${seconds} s)`);
