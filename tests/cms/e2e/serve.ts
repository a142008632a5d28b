/**
 * A browser test's service (Playwright's webServer runs it, `tsx tests/cms/e2e/serve.ts
 * embedded|postgres`): a bare remote made from this repository's HEAD, the service's clone of
 * it, two accounts added through `npm run cms -- user add` with their passwords piped in, then
 * `npm run cms` on the service's ports, with its leads in the embedded database or in a
 * PostgreSQL cluster of its own, and its notices sent to the test's local SMTP server.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { readConfig } from '../../../cms/http/config.ts';
import { root } from '../../../scripts/lib/paths.ts';
import { startPostgres } from '../postgres.ts';
import { ACCOUNTS, DATABASES, MAIL, SITE_ORIGIN_LOCAL, serviceOf, type Database } from './where.ts';

const database = process.argv[2] as Database;
if (!DATABASES.includes(database)) {
  console.error(`serve.ts takes one of ${DATABASES.join(', ')}`);
  process.exit(2);
}
const service = serviceOf(database);

fs.rmSync(service.dir, { recursive: true, force: true });
fs.mkdirSync(service.dir, { recursive: true });
const cluster = database === 'postgres' ? startPostgres(service.postgresPort) : null;
if (database === 'postgres' && !cluster) process.exit(1);
/** Stops the cluster, which may have stopped already (a stop signal reaches its whole group). */
const stopCluster = () => {
  try {
    cluster?.stop();
  } catch (error) {
    console.error(`stopping PostgreSQL: ${String(error).slice(0, 300)}`);
  }
};

const env: NodeJS.ProcessEnv = {
  ...process.env,
  CMS_DATA: service.dataDir,
  CMS_REPO: service.serviceDir,
  CMS_PREVIEW_PORT: String(service.previewPort),
  // A preview is built when it is opened or after this quiet time: the test opens it.
  CMS_PREVIEW_QUIET_MS: '600000',
  // The site's own address, and the built site the inbox test serves.
  SITE_ORIGINS: [...readConfig({}).siteOrigins, SITE_ORIGIN_LOCAL].join(' '),
  SMTP_URL: `smtp://127.0.0.1:${service.smtpPort}`,
  CMS_MAIL_FROM: MAIL.from,
  CMS_MAIL_TO: MAIL.to,
  ...(cluster ? { DATABASE_URL: cluster.url } : {}),
};
// The embedded database's service uses no PostgreSQL, whatever the shell says.
if (!cluster) delete env.DATABASE_URL;

function run(cmd: string, args: string[], input?: string) {
  const done = spawnSync(cmd, args, { cwd: root, env, input, encoding: 'utf8' });
  if (done.status !== 0) {
    console.error(`${cmd} ${args.join(' ')}: ${done.stdout}${done.stderr}`);
    stopCluster();
    process.exit(1);
  }
}

run('git', ['init', '--quiet', '--bare', '--initial-branch=main', service.remoteDir]);
run('git', ['push', '--quiet', service.remoteDir, 'HEAD:refs/heads/main']);
run('git', ['clone', '--quiet', service.remoteDir, service.serviceDir]);
for (const account of Object.values(ACCOUNTS))
  run(
    process.execPath,
    ['cms/start.mjs', 'user', 'add', account.name, '--role', account.role],
    `${account.password}\n`,
  );

// Node itself (not npm): a stop signal then reaches the service, not only a wrapper around it.
// The service as `npm run cms` runs it: its build, with plain Node (built by the first command).
const server = spawn(process.execPath, ['cms/start.mjs', '--port', String(service.port)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
server.on('exit', (code) => {
  // The cluster goes with the service, however the service ended.
  stopCluster();
  process.exit(stopping ? 0 : (code ?? 1));
});
