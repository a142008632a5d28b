import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { createServer, type InlineConfig, type Plugin } from 'vite';
import { buildCatalogue } from '../catalogue.ts';
import { getRequestListener } from '@hono/node-server';
import { API, contentApi } from './contentApi.ts';
import { refusal } from './api.ts';
import { resolveInside } from '../insideRepository.ts';
import { sameOriginOnly } from './guard.ts';
import { folderStore } from './store.ts';

/** Before any other middleware (the site's plugins add some): other origins get nothing. */
function guard(root: string): Plugin {
  return {
    name: 'edit-server-guard',
    enforce: 'pre',
    configureServer: {
      order: 'pre',
      handler(server) {
        server.middlewares.use(sameOriginOnly(root));
      },
    },
  };
}

function editor(root: string): Plugin {
  return {
    name: 'edit-server',
    configureServer(server) {
      // The same content API as the built editor's (contentApi.ts); the rest is Vite's.
      const store = folderStore(root);
      const api = getRequestListener(contentApi(() => Promise.resolve(store)).fetch);
      server.middlewares.use((req, res, next) => {
        if (!(req.url ?? '').startsWith(API)) return next();
        const why = refusal(req);
        if (!why) return void api(req, res);
        res.statusCode = 403;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ status: 'refused', message: why }));
      });
      // The block catalogue, built on first visit from this copy's schemas.
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
        const html = fs.readFileSync(resolveInside(root, 'editor/index.html'), 'utf8');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(await server.transformIndexHtml('/', html));
      });
    },
  };
}

/** The edit server over the repository at `root`, listening on 127.0.0.1:`port`. */
export async function startEditServer(root: string, port: number, extra: InlineConfig = {}) {
  const server = await createServer({
    ...extra,
    root,
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'custom',
    plugins: [guard(root), editor(root)],
    server: {
      // A caller may add settings (the team service turns hot reload off); never the guards below.
      ...extra.server,
      // Only this machine: the editor writes files, so it must not be reachable from the network.
      host: '127.0.0.1',
      port,
      strictPort: true,
      // Vite answers other local origins with CORS by default: a page on another port could
      // read the repository's files. The editor's page is same-origin and needs none.
      cors: false,
      // Vite's own DNS-rebinding check (names other than localhost and IP addresses are
      // refused); the guard narrows it to 127.0.0.1, localhost and [::1].
      allowedHosts: [],
    },
    clearScreen: false,
    logLevel: process.env.VITEST ? 'silent' : 'info',
  });
  await server.listen();
  return server;
}
