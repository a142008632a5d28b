/**
 * Serves a built site: dist/ through the Node server (scripts/lib/staticServer.ts), or through
 * nginx or Caddy with the same rules, to compare with the hosts production may use.
 *
 *   tsx scripts/serve/serve.ts [--port 4173] [--host 127.0.0.1] [--dir dist] [--engine node|nginx|caddy]
 *
 * It listens on 127.0.0.1 (this machine only), whichever engine serves: `--host 0.0.0.0` (or
 * HOST=0.0.0.0) serves the network too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ENGINES, engineBinary, installEngine, startEngine, type Engine } from '../lib/engines.ts';
import { fromRoot } from '../lib/paths.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const port = Number(process.env.PORT ?? arg('port', '4173'));
const host = arg('host', process.env.HOST ?? '127.0.0.1');
const dir = arg('dir', fromRoot('dist'));
const engine = arg('engine', 'node') as Engine;
if (!ENGINES.includes(engine)) {
  console.error(`--engine is one of ${ENGINES.join(', ')}`);
  process.exit(1);
}
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`${dir} has no index.html: run \`npm run build\` first.`);
  process.exit(1);
}
const where = `${path.relative(process.cwd(), dir) || '.'} with ${engine}`;
if (engine !== 'node' && !engineBinary(engine)) installEngine(engine);
const running = await startEngine(engine, dir, port, host);
const shown = host.includes(':') ? `[${host}]` : host;
console.log(`Serving ${where} at http://${shown}:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void running.stop().then(() => process.exit(0)));
