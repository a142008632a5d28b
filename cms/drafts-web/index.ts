/**
 * The drafts side as one part of the service: its routes for the service's own origin, and the
 * preview origin, a second port of the service, started here.
 *
 *   CMS_PREVIEW_PORT     the preview origin's port (default: the service's port + 1)
 *   CMS_PREVIEW_ORIGIN   the address people reach it at (default http://<host>:<port>)
 *   CMS_EDITOR_PORTS     the 127.0.0.1 ports the drafts' editors use, "from-to" (default: the
 *                        service's port + 10 to + 29, one per draft open at once)
 *   CMS_PREVIEW_QUIET_MS the quiet time after a save before its preview is built (default 2000)
 */
import http from 'node:http';
import path from 'node:path';
import { Drafts } from '../git/drafts.ts';
import type { CmsPage, CmsRequest, CmsRoute } from '../server/contract.ts';
import { fromRoot } from '../../scripts/lib/paths.ts';
import { Builds, npmBuild } from './builds.ts';
import { EditServers, viteEditor } from './editors.ts';
import { PreviewPasses, previewHandler } from './preview.ts';
import { buildChecks, draftsRoutes, previewFolders } from './routes.ts';

export interface DraftsPartConfig {
  port: number;
  host: string;
  dataDir: string;
  origin: string | undefined;
  secure: boolean;
  repo: string;
  worktrees: string;
  branch: string;
}

function range(text: string | undefined, fallback: { from: number; to: number }) {
  const m = /^(\d{1,5})-(\d{1,5})$/.exec(text ?? '');
  return m ? { from: Number(m[1]), to: Number(m[2]) } : fallback;
}

export interface DraftsPart {
  routes: CmsRoute[];
  previewServer: http.Server;
  previewOrigin: string;
  builds: Builds;
  close(): Promise<void>;
}

export async function startDrafts(
  config: DraftsPartConfig,
  render: (request: CmsRequest, page: CmsPage) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<DraftsPart> {
  const modules = fromRoot('node_modules');
  const builds = new Builds(
    path.join(config.dataDir, 'previews'),
    npmBuild(modules),
    Number(env.CMS_PREVIEW_QUIET_MS ?? 2000),
  );
  const drafts = new Drafts(config.repo, config.worktrees, buildChecks(builds), config.branch);
  const editors = new EditServers(
    viteEditor(modules),
    range(env.CMS_EDITOR_PORTS, { from: config.port + 10, to: config.port + 29 }),
  );
  const passes = new PreviewPasses();
  const previewPort = Number(env.CMS_PREVIEW_PORT ?? config.port + 1);
  const previewOrigin = env.CMS_PREVIEW_ORIGIN
    ? new URL(env.CMS_PREVIEW_ORIGIN).origin
    : `http://${config.host}:${previewPort}`;
  const handler = previewHandler({
    passes,
    folderOf: previewFolders(drafts, builds, config.branch),
    secure: previewOrigin.startsWith('https:'),
  });
  const previewServer = http.createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      console.error(`preview ${req.url?.slice(0, 200)}: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The preview failed; reload the page.');
    });
  });
  await new Promise<void>((resolve, reject) => {
    previewServer.once('error', reject);
    previewServer.listen(previewPort, config.host, resolve);
  });
  const routes = draftsRoutes({
    drafts,
    builds,
    editors,
    passes,
    previewOrigin,
    origin: config.origin,
    secure: config.secure,
    render,
  });
  return {
    routes,
    previewServer,
    previewOrigin,
    builds,
    async close() {
      builds.stop();
      await editors.stopAll();
      await new Promise<void>((resolve) => previewServer.close(() => resolve()));
    },
  };
}
