/**
 * The editor's browser tests edit a copy of the repository, never the repository: this copies it
 * to EDIT_E2E_DIR and starts `npm run edit` there (Playwright's webServer runs it).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { copyRepository } from '../../scripts/lib/scratch.ts';
import { editCopyDir, EDIT_PORT } from './where.ts';

const dir = copyRepository(editCopyDir);
const fonts = spawnSync('npx', ['tsx', 'scripts/build/fonts.ts'], { cwd: dir, stdio: 'inherit' });
if (fonts.status !== 0) process.exit(fonts.status ?? 1);
const server = spawn(
  'npx',
  ['tsx', path.join('scripts', 'edit', 'edit.ts'), '--port', String(EDIT_PORT)],
  {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, EDIT_ROOT: dir },
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
