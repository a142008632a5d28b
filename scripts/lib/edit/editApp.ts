/**
 * `npm run edit`'s HTTP: the built editor at `/`, the content API over the folder `root`, the
 * block catalogue, and nothing else (no development server's route exists). The guard of
 * guard.ts runs before every route: this machine's host names only, no other site's page, and
 * writes only from the editor's own origin as JSON.
 */
import { Hono } from 'hono';
import { API, contentApi } from './contentApi.ts';
import { refusal } from './api.ts';
import { catalogueFiles } from './catalogueFiles.ts';
import { editorApp } from './editorPage.ts';
import { folderStore } from './store.ts';

export interface EditAppOptions {
  /** The built editor's folder (default: build/editor of this repository). */
  editorDir?: string;
}

export function editApp(root: string, options: EditAppOptions = {}): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const why = refusal({
      method: c.req.method,
      headers: {
        host: c.req.header('host'),
        origin: c.req.header('origin'),
        'sec-fetch-site': c.req.header('sec-fetch-site'),
        'content-type': c.req.header('content-type'),
      },
    });
    if (!why) return next();
    c.header('Cache-Control', 'no-store');
    return c.req.path.startsWith(API)
      ? c.json({ status: 'refused', message: why }, 403)
      : c.text(`Refused: ${why}\n`, 403);
  });
  app.route(
    '/',
    editorApp({ pagePath: '/', ...(options.editorDir ? { dir: options.editorDir } : {}) }),
  );
  app.get('/catalogue', (c) => c.redirect('/catalogue/'));
  app.get('/catalogue/*', catalogueFiles(root));
  const store = folderStore(root);
  app.route(
    '/',
    contentApi(() => Promise.resolve(store)),
  );
  app.notFound((c) => c.text('Not found\n', 404));
  return app;
}
