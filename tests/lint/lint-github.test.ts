import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { githubAnnotation } from '../../scripts/lint/problem.ts';
import { root } from '../../scripts/lib/paths.ts';

// A test that runs the real command (a tsx process over the whole site) gets a minute: alone it
// takes ~2 s, but on two cores busy with a browser suite it once took 24 s, over the default 20.
const CLI_TIMEOUT = 60_000;

/** GitHub's own reading of a workflow command's message and properties (percent-decoding). */
const decode = (s: string) =>
  s
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%25/g, '%');

describe('npm run lint:pages -- --format github', () => {
  it(
    'prints one annotation per problem, on its file, line and column',
    { timeout: CLI_TIMEOUT },
    () => {
      const run = spawnSync('npx', ['tsx', 'scripts/lint/lintPages.ts', '--format', 'github'], {
        cwd: root,
        env: { ...process.env, LINT_ROOT: 'tests/fixtures/lint/wrong-type' },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toContain(
        '::error file=pages/about.json,line=5,col=68,title=lint%3Apages::must be a number, written without quotes: 150, not "150"\n',
      );
      expect(run.stdout).toMatch(/^✖ \d+ problems? in \d+ files?$/m);
    },
  );

  it('refuses a format it does not know, naming the ones it does', { timeout: CLI_TIMEOUT }, () => {
    const run = spawnSync('npx', ['tsx', 'scripts/lint/lintPages.ts', '--format=xml'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('use --format json or --format github');
  });

  it('no message or file name can end the command early or forge another', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), fc.nat(), (file, message, line, column) => {
        const out = githubAnnotation({ file, line, column, pointer: '', message } as never);
        // One line, one "::" separator between the properties and the message.
        expect(out).not.toMatch(/[\r\n]/);
        const [head, ...rest] = out.slice('::error '.length).split('::');
        const props = Object.fromEntries(
          (head ?? '')
            .split(',')
            .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
        );
        expect(decode(props.file ?? '')).toBe(file);
        expect(Number(props.line)).toBe(line);
        expect(decode(rest.join('::'))).toBe(message);
      }),
      { numRuns: 1000 },
    );
  });
});
