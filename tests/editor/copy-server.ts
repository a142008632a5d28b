/**
 * The editor's browser tests edit a copy of the repository, never the repository: this copies it
 * to EDIT_E2E_DIR and starts `npm run edit` over it (Playwright's webServer runs it). The editor
 * itself is the repository's build (build/editor/, built first when stale, as `npm run edit`
 * does): the copy holds only the content it edits.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../../scripts/lib/paths.ts';
import { copyRepository } from '../../scripts/lib/scratch.ts';
import { editCopyDir, EDIT_PORT } from './where.ts';

const dir = copyRepository(editCopyDir);
const server = spawn(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [path.join(root, 'scripts', 'edit', 'edit.ts'), '--port', String(EDIT_PORT)],
  { cwd: dir, stdio: 'inherit', env: { ...process.env, EDIT_ROOT: dir } },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
