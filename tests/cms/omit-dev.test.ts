// @vitest-environment node
/**
 * The service as a server runs it: a copy of the repository's files with only `dependencies`
 * installed (`npm ci --omit=dev`), then `npm run cms` (cms/start.mjs), which builds the service
 * and its editor and starts them with plain Node. Its login page answers; no development tool
 * is there to be used.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/paths.ts';

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-omit-dev-'));
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe('npm ci --omit=dev, then npm run cms', () => {
  it('builds and starts the service with only the dependencies installed', async () => {
    // The repository's files as they are (tracked ones), without its node_modules or builds.
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((f) => f && fs.existsSync(path.join(root, f)));
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      fs.copyFileSync(path.join(root, file), path.join(copy, file));
    }
    execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: copy,
      stdio: 'ignore',
    });
    for (const tool of ['vitest', '@playwright/test', 'eslint'])
      expect(fs.existsSync(path.join(copy, 'node_modules', tool)), tool).toBe(false);
    const env = { ...process.env, CMS_DATA: path.join(copy, '.cms-data'), CMS_REPO: copy };
    execFileSync(process.execPath, ['cms/start.mjs', 'user', 'add', 'amina', '--role', 'editor'], {
      cwd: copy,
      env,
      input: 'a long enough password\n',
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    expect(fs.existsSync(path.join(copy, 'build', 'cms', 'main.js'))).toBe(true);
    expect(fs.existsSync(path.join(copy, 'build', 'editor', 'index.html'))).toBe(true);
    const service = spawn(process.execPath, ['cms/start.mjs', '--port', '0'], {
      cwd: copy,
      env: { ...env, CMS_PREVIEW_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let said = '';
        service.stdout.on('data', (chunk: Buffer) => {
          said += chunk.toString();
          const m = /CMS listening on (http:\/\/\S+)/.exec(said);
          if (m) resolve(m[1]!);
        });
        service.on('exit', (code) => reject(new Error(`the service ended (${code}): ${said}`)));
      });
      const login = await fetch(`${url}/login`);
      expect(login.status).toBe(200);
      expect(await login.text()).toContain('name="password"');
    } finally {
      service.kill('SIGTERM');
    }
  }, 180_000);
});
