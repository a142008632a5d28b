/**
 * The whole service, assembled: database, sessions, the core, every route, the editor and its
 * content API; started on a port. `close()` ends everything it started: the HTTP server and its
 * connections, the preview origin, the running build, the timers, and the database it opened.
 * Tests start it the same way, on a temporary data folder and an in-memory database.
 */
import { createAdaptorServer } from '@hono/node-server';
import type http from 'node:http';
import path from 'node:path';
import { LoginLimiter } from '../auth/rateLimit.ts';
import { may } from '../http/roles.ts';
import { Sessions } from '../auth/sessions.ts';
import type { User } from '../auth/users.ts';
import type { CmsContext } from '../http/env.ts';
import { deleteExpired, ensurePrivateDir, openDb, type Sql } from '../db/index.ts';
import { analyticsRetention, cutoff, periodWords, type Period } from '../db/retention.ts';
import { beaconRoutes } from '../analytics/routes.ts';
import { sitePageRoute } from '../analytics/sitePage.ts';
import { deleteExpiredAnalytics } from '../analytics/store.ts';
import { siteLanguages } from '../http/config.ts';
import { closeServer, hostInUrl, listen } from '../http/listen.ts';
import type { DraftsOptions, DraftsPart } from '../drafts-web/index.ts';
import type { ReceiveOptions } from '../leads/receive.ts';
import { clientAddress } from '../http/address.ts';
import { createCore, type CmsCore } from './app.ts';
import { assetRoutes } from './assets.ts';
import type { CmsConfig } from '../http/config.ts';
import { homeRoute } from './home.ts';
import { inboxRoutes } from './inbox.ts';
import { leadsRoutes } from './leads.ts';
import { loginRoutes } from './login.ts';
import { personalDataRoutes } from './personalData.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StartOptions {
  /** A database already open (tests); otherwise the configured one is opened and closed here. */
  db?: Sql;
  /** The drafts side's options, or false to leave it out (tests of the server alone). */
  drafts?: DraftsOptions | false;
  limiter?: LoginLimiter;
  leads?: Partial<ReceiveOptions>;
  log?: (message: string, error: unknown) => void;
}

type Log = (message: string, error: unknown) => void;

/** The routes of the service itself: its stylesheet, login, home, leads, inbox, analytics. */
function mountOwnRoutes(
  core: CmsCore,
  config: CmsConfig,
  db: Sql,
  parts: {
    sessions: Sessions;
    options: StartOptions;
    log: Log;
    onLogin: (user: User) => void;
    analyticsKept: Period | null;
  },
) {
  const { sessions, options, log, analyticsKept } = parts;
  const address = clientAddress(config.trustProxy);
  const addressOf = (c: CmsContext) => address(c.env.incoming);
  core.mount(assetRoutes);
  core.mount(
    loginRoutes({
      onLogin: parts.onLogin,
      usersFile: config.usersFile,
      sessions,
      limiter: options.limiter ?? new LoginLimiter(),
      secure: config.secure,
      clientAddress: addressOf,
    }),
  );
  core.mount([homeRoute]);
  core.mount(leadsRoutes(config, db, { clientAddress: address, log, ...options.leads }));
  core.mount(inboxRoutes(db));
  const languages = siteLanguages();
  core.mount(
    beaconRoutes(db, { origins: config.siteOrigins, languages, clientAddress: addressOf, log }),
  );
  core.mount([
    sitePageRoute(db, {
      languages,
      kept: analyticsKept ? periodWords(analyticsKept) : 'until deleted by hand',
    }),
  ]);
  core.mount(personalDataRoutes(db));
}

/**
 * Leads and analytics past the privacy policy's periods go, and sessions past their time, at
 * start and daily; resolves after the first round with the daily timer.
 */
async function startExpiry(
  db: Sql,
  sessions: Sessions,
  log: Log,
  analyticsKept: Period | null,
): Promise<NodeJS.Timeout> {
  const expire = async () => {
    await deleteExpired(db).catch((error: unknown) => log('deleting expired leads failed', error));
    if (analyticsKept)
      await deleteExpiredAnalytics(db, cutoff(analyticsKept, new Date())).catch((error: unknown) =>
        log('deleting expired analytics failed', error),
      );
    await sessions.sweep().catch((error: unknown) => log('sweeping sessions failed', error));
  };
  await expire();
  const timer = setInterval(() => void expire(), DAY_MS);
  timer.unref();
  return timer;
}

export async function startCms(config: CmsConfig, options: StartOptions = {}) {
  const log = options.log ?? ((message, error) => console.error(`cms: ${message}`, error));
  // Accounts, drafts and previews live here: the service's own, readable by no one else.
  ensurePrivateDir(config.dataDir);
  const db =
    options.db ??
    (await openDb({ databaseUrl: config.databaseUrl, dir: path.join(config.dataDir, 'leads') }));
  const sessions = new Sessions(db);
  const core = createCore({ ...config, sessions, log });
  let drafts: DraftsPart | null = null;
  // The editor's first open makes the person's draft (a worktree of the whole site, about a
  // second): begun at login, it is mostly ready when they open the editor.
  const onLogin = (user: User) => {
    if (may(user.role, 'save-draft'))
      void drafts?.drafts
        .open(user.name)
        .catch((error: unknown) => log('opening a draft failed', error));
  };
  const analyticsKept = analyticsRetention();
  mountOwnRoutes(core, config, db, { sessions, options, log, onLogin, analyticsKept });
  if (options.drafts !== false) {
    // Loaded only when mounted: the server's own tests run without git or the editor's build.
    const { startDrafts } = await import('../drafts-web/index.ts');
    drafts = await startDrafts(config, db, options.drafts || {});
    core.mount(drafts.routes);
    core.mountApp(drafts.editor.addresses, 'save-draft', drafts.editor.app);
  }
  const timer = await startExpiry(db, sessions, log, analyticsKept);
  const server = createAdaptorServer({ fetch: core.app.fetch }) as http.Server;
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  const port = await listen(server, config.port, config.host);
  return {
    core,
    db,
    sessions,
    drafts,
    previewOrigin: drafts?.previewOrigin,
    url: `http://${hostInUrl(config.host)}:${port}`,
    async close() {
      clearInterval(timer);
      await closeServer(server);
      await drafts?.close();
      if (!options.db) await db.close();
    },
  };
}
