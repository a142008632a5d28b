/**
 * `npm run lint:pages`: checks pages/, site.json, content/ and locales/ against the schemas and
 * against each other, and prints every problem as FILE:LINE:COL  MESSAGE.
 *   --verbose       also the JSON pointer of each problem (FILE:LINE:COL  POINTER  MESSAGE)
 *   --format=json   one JSON object for other programs: { problems: [...], counts, seconds }
 *   --format github GitHub Actions annotations, one per problem, so a pull request shows each on
 *                   its line (plus the usual summary)
 */
import { performance } from 'node:perf_hooks';
import { runLint } from './lint.ts';
import { formatProblem, githubAnnotation, sortProblems } from './problem.ts';
import path from 'node:path';
import { root } from '../lib/paths.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const format =
  args.find((a) => a.startsWith('--format='))?.slice('--format='.length) ??
  (args.includes('--format') ? args[args.indexOf('--format') + 1] : undefined);
const json = format === 'json';
const github = format === 'github';
if (format !== undefined && !json && !github) {
  process.stderr.write(`--format ${format}: use --format json or --format github\n`);
  process.exit(2);
}

// LINT_ROOT lints another site tree (the tests' fixtures); the engine checks belong to this repo.
const target = process.env.LINT_ROOT ? path.resolve(root, process.env.LINT_ROOT) : root;
const started = performance.now();
const { problems, total, counts, warnings } = runLint({ root: target, engine: target === root });
const seconds = ((performance.now() - started) / 1000).toFixed(2);
const checked = `${counts.pages} pages, ${counts.sections} shared section${counts.sections === 1 ? '' : 's'}, ${counts.site} site config, ${counts.content} content files, ${counts.locales} locale files`;
const sorted = sortProblems(problems);

// One write per stream and an exit code rather than process.exit(): piped into another program
// (`| less`, a CI log), a long report written line by line was cut off when the process exited
// before the pipe drained, and the summary at its end was lost.
// Warnings (the site contradicting itself) come first and never change the exit code.
const warned = warnings.length
  ? `${warnings.map((p) => formatProblem({ ...p, message: `warning: ${p.message}` }, { verbose })).join('\n')}\n\n⚠ ${warnings.length} place${warnings.length === 1 ? '' : 's'} where the site's facts disagree (warnings: the lint still passes; see docs/facts.md)\n\n`
  : '';
if (json) {
  process.stdout.write(
    JSON.stringify({ problems: sorted, total, warnings, counts, seconds: Number(seconds) }) + '\n',
  );
} else if (github) {
  const files = new Set(problems.map((p) => p.file)).size;
  // Annotations go to stdout, where the Actions runner reads workflow commands.
  const notes = warnings.map((p) => githubAnnotation(p, 'warning'));
  const errors = sorted.map((p) => githubAnnotation(p));
  process.stdout.write(
    [...notes, ...errors].join('\n') +
      (problems.length
        ? `\n✖ ${total} problem${total === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}\n`
        : `\n✔ all valid: ${checked} (${seconds} s)\n`),
  );
} else if (problems.length) {
  const files = new Set(problems.map((p) => p.file)).size;
  process.stderr.write(
    warned +
      sorted.map((p) => formatProblem(p, { verbose })).join('\n') +
      `\n\n✖ ${total} problem${total === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} (checked ${checked} in ${seconds} s)\n`,
  );
} else {
  if (warned) process.stderr.write(warned);
  process.stdout.write(`✔ all valid: ${checked} (${seconds} s)\n`);
}
process.exitCode = problems.length ? 1 : 0;
