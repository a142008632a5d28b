/**
 * `npm run edit`: the visual editor over pages/ and locales/ (issue 13), for development only.
 * A Vite dev server on 127.0.0.1 (never the network) serves the editor page at / and its API at
 * /__edit/api/; the editor renders the site's real block components and saves through the lint.
 *
 *   npm run edit                     http://127.0.0.1:4318/
 *   npm run edit -- --port 5000
 *   EDIT_ROOT=/tmp/copy npm run edit  edit another copy of the site (the editor's tests do)
 */
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { createServer, type Plugin } from 'vite';
import { buildCatalogue } from './lib/catalogue.ts';
import { editApi } from './lib/edit/api.ts';
import { root as repoRoot } from './lib/paths.ts';

const root = path.resolve(process.env.EDIT_ROOT ?? repoRoot);
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.EDIT_PORT ?? 4318));

function editor(): Plugin {
  return {
    name: 'edit-server',
    configureServer(server) {
      server.middlewares.use(editApi(root));
      // The block catalogue (issue 13 §2), built on first visit from this copy's schemas.
      let catalogue: Promise<ReturnType<typeof sirv>> | null = null;
      server.middlewares.use('/catalogue', (req, res, next) => {
        catalogue ??= buildCatalogue({ outDir: path.join(root, 'catalogue') }).then((r) =>
          sirv(r.outDir, { dev: true }),
        );
        catalogue.then(
          (serve) => serve(req, res, next),
          (error: unknown) => {
            catalogue = null;
            res.statusCode = 500;
            res.end(`The block catalogue could not be built: ${String(error)}`);
          },
        );
      });
      // The editor's page; every other address is Vite's (modules, /locales, /content).
      server.middlewares.use(async (req, res, next) => {
        const url = (req.url ?? '/').split('?')[0];
        if (url !== '/' && url !== '/index.html') return next();
        const html = fs.readFileSync(path.join(root, 'editor/index.html'), 'utf8');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(await server.transformIndexHtml('/', html));
      });
    },
  };
}

const server = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  appType: 'custom',
  plugins: [editor()],
  // Only this machine: the editor writes files, so it must not be reachable from the network.
  server: { host: '127.0.0.1', port, strictPort: true },
  clearScreen: false,
});
await server.listen();
console.log(`\n  The editor is open on http://127.0.0.1:${port}/  (Ctrl+C stops it)\n`);
