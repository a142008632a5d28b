/**
 * The drafts side as one part of the service: its routes on the service's own origin, the
 * editor with its content API over each person's draft, and the preview origin, a second port
 * of the service, started here. `close()` ends what it started: the preview server, the running
 * build and its timers.
 *
 *   CMS_PREVIEW_PORT     the preview origin's port (default: the service's port + 1)
 *   CMS_PREVIEW_ORIGIN   the address people reach it at (default http://<host>:<port>)
 *   CMS_PREVIEW_QUIET_MS the quiet time after a save before its preview is built (default 2000)
 */
import http from 'node:http';
import path from 'node:path';
import type { Hono } from 'hono';
import { findUser } from '../auth/users.ts';
import type { Sql } from '../db/sql.ts';
import { Drafts } from '../git/drafts.ts';
import type { CmsConfig } from '../http/config.ts';
import { closeServer, hostInUrl, listen } from '../http/listen.ts';
import type { CmsEnv, CmsRoute } from '../http/env.ts';
import { fromRoot } from '../../scripts/lib/paths.ts';
import { Builds, npmBuild, type BuildRunner } from './builds.ts';
import { draftsRoutes } from './draftsPage.ts';
import { draftEditor, isEditorAddress } from './editorRoute.ts';
import { historyRoutes } from './historyPage.ts';
import { previewHandler } from './preview.ts';
import { PreviewTokens } from './previewTokens.ts';
import { buildChecks, previewFolders, previewRoute, previewStatus } from './previewRoute.ts';

export interface DraftsPart {
  routes: CmsRoute[];
  /** The editor and its content API, mounted behind the 'save-draft' checks on its addresses. */
  editor: { addresses: (pathname: string) => boolean; app: Hono<CmsEnv> };
  previewOrigin: string;
  builds: Builds;
  drafts: Drafts;
  close(): Promise<void>;
}

export interface DraftsOptions {
  /** How a tree is built (tests give a quick stand-in); default `npm run build` in a copy. */
  runner?: BuildRunner;
  env?: NodeJS.ProcessEnv;
}

export async function startDrafts(
  config: CmsConfig,
  db: Sql,
  options: DraftsOptions = {},
): Promise<DraftsPart> {
  const env = options.env ?? process.env;
  const builds = new Builds(
    path.join(config.dataDir, 'previews'),
    options.runner ?? npmBuild(fromRoot('node_modules')),
    Number(env.CMS_PREVIEW_QUIET_MS ?? 2000),
  );
  const drafts = new Drafts(config.repo, config.worktrees, buildChecks(builds), config.branch);
  const tokens = new PreviewTokens(db, (name) => findUser(config.usersFile, name));
  const handler = previewHandler({
    tokens,
    folderOf: previewFolders(drafts, builds, config.branch),
    statusOf: previewStatus(drafts, builds, config.branch),
    secure: (env.CMS_PREVIEW_ORIGIN ?? '').startsWith('https:'),
  });
  const previewServer = http.createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      console.error(`preview ${req.url?.slice(0, 200)}: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The preview failed; reload the page.');
    });
  });
  const wanted = env.CMS_PREVIEW_PORT ?? (config.port ? config.port + 1 : 0);
  const port = await listen(previewServer, Number(wanted), config.host);
  const previewOrigin = env.CMS_PREVIEW_ORIGIN
    ? new URL(env.CMS_PREVIEW_ORIGIN).origin
    : `http://${hostInUrl(config.host)}:${port}`;
  return {
    routes: [
      ...draftsRoutes(drafts, builds),
      ...historyRoutes(drafts),
      previewRoute(drafts, tokens, previewOrigin),
    ],
    editor: { addresses: isEditorAddress, app: draftEditor(drafts, builds) },
    previewOrigin,
    builds,
    drafts,
    async close() {
      await closeServer(previewServer);
      await builds.stop();
    },
  };
}
