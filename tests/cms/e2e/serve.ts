/**
 * The two-person test's service (Playwright's webServer runs it): a bare remote made from this
 * repository's HEAD, the service's clone of it, two accounts added through `npm run cms -- user
 * add` with their passwords piped in, then `npm run cms` on the test's ports.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { root } from '../../../scripts/lib/paths.ts';
import {
  ACCOUNTS,
  CMS_PORT,
  cmsE2eDir,
  dataDir,
  EDITOR_PORTS,
  PREVIEW_PORT,
  remoteDir,
  serviceDir,
} from './where.ts';

const env = {
  ...process.env,
  CMS_DATA: dataDir,
  CMS_REPO: serviceDir,
  CMS_PREVIEW_PORT: String(PREVIEW_PORT),
  CMS_EDITOR_PORTS: EDITOR_PORTS,
  // A preview is built when it is opened or after this quiet time: the test opens it.
  CMS_PREVIEW_QUIET_MS: '600000',
};

function run(cmd: string, args: string[], input?: string) {
  const done = spawnSync(cmd, args, { cwd: root, env, input, encoding: 'utf8' });
  if (done.status !== 0) {
    console.error(`${cmd} ${args.join(' ')}: ${done.stdout}${done.stderr}`);
    process.exit(1);
  }
}

fs.rmSync(cmsE2eDir, { recursive: true, force: true });
fs.mkdirSync(cmsE2eDir, { recursive: true });
run('git', ['init', '--quiet', '--bare', '--initial-branch=main', remoteDir]);
run('git', ['push', '--quiet', remoteDir, 'HEAD:refs/heads/main']);
run('git', ['clone', '--quiet', remoteDir, serviceDir]);
for (const account of Object.values(ACCOUNTS))
  run(
    'npx',
    ['tsx', 'cms/server/main.ts', 'user', 'add', account.name, '--role', account.role],
    `${account.password}\n`,
  );

// Node itself (not npx): a stop signal then reaches the service, not only a wrapper around it.
const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'cms/server/main.ts', '--port', String(CMS_PORT)],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
