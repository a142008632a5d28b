/**
 * `npm run cms`: the team's editor as a service (`-- --port N`, default 4400), or
 * `npm run cms -- user …` to manage its accounts.
 */
import { accountsCommand, UsageError } from './accounts.ts';
import { ConfigError, DEFAULT_PORT, readConfig } from '../http/config.ts';
import { startCms } from './service.ts';

function portOf(args: readonly string[]): number {
  const i = args.indexOf('--port');
  if (i < 0) return DEFAULT_PORT;
  const port = Number(args[i + 1]);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port takes a port number, not ${args[i + 1] ?? 'nothing'}`);
  return port;
}

async function main(args: string[]) {
  if (args[0] === 'user') {
    const config = readConfig(process.env);
    await accountsCommand(args.slice(1), config.usersFile);
    return;
  }
  const config = readConfig(process.env, portOf(args));
  const cms = await startCms(config);
  console.log(
    `CMS listening on ${cms.url}${config.origin ? ` (public address ${config.origin})` : ''}`,
  );
  if (cms.previewOrigin) console.log(`CMS previews on ${cms.previewOrigin}`);
  const stop = () => void cms.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
