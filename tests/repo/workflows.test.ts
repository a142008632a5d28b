// @vitest-environment node
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dir = path.join(process.cwd(), '.github', 'workflows');
const cli = path.join(process.cwd(), 'node_modules', '@action-validator', 'cli', 'cli.mjs');

/** action-validator's verdict on one file: its schema of GitHub workflows, offline. */
async function validate(file: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, file]);
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; code?: number };
    return { ok: false, output: `exit ${e.code}: ${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('GitHub workflows', () => {
  const files = fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));

  it('exist', () => {
    expect(files).toEqual(expect.arrayContaining(['ci.yml', 'deploy.yml']));
  });

  it.each(files)('%s is a valid workflow', async (file) => {
    const { ok, output } = await validate(path.join(dir, file));
    expect(ok, output).toBe(true);
  });

  it('the validator does refuse a broken one', async () => {
    const bad = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-')), 'bad.yml');
    fs.writeFileSync(bad, 'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    stepz: []\n');
    expect((await validate(bad)).ok).toBe(false);
    fs.rmSync(path.dirname(bad), { recursive: true });
  });
});
