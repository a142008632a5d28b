/**
 * The whole service, assembled: database, sessions, the core, every route, the editor and its
 * content API; started on a port. `close()` ends everything it started: the HTTP server and its
 * connections, the preview origin, the running build, the timers, and the database it opened.
 * Tests start it the same way, on a temporary data folder and an in-memory database.
 */
import { createAdaptorServer } from '@hono/node-server';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LoginLimiter } from '../auth/rateLimit.ts';
import { may } from '../http/roles.ts';
import { Sessions } from '../auth/sessions.ts';
import { deleteExpired, ensurePrivateDir, openDb, type Sql } from '../db/index.ts';
import { analyticsRetention, cutoff, periodWords } from '../db/retention.ts';
import { beaconRoutes } from '../analytics/routes.ts';
import { sitePageRoute } from '../analytics/sitePage.ts';
import { deleteExpiredAnalytics } from '../analytics/store.ts';
import { siteLanguages } from '../http/config.ts';
import type { DraftsOptions, DraftsPart } from '../drafts-web/index.ts';
import type { ReceiveOptions } from '../leads/receive.ts';
import { clientAddress } from '../http/address.ts';
import { createCore } from './app.ts';
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

export async function startCms(config: CmsConfig, options: StartOptions = {}) {
  const log = options.log ?? ((message, error) => console.error(`cms: ${message}`, error));
  // Accounts, drafts and previews live here: the service's own, readable by no one else.
  ensurePrivateDir(config.dataDir);
  const db =
    options.db ??
    (await openDb({ databaseUrl: config.databaseUrl, dir: path.join(config.dataDir, 'leads') }));
  const sessions = new Sessions(db);
  const address = clientAddress(config.trustProxy);
  const core = createCore({
    usersFile: config.usersFile,
    origin: config.origin,
    secure: config.secure,
    sessions,
    log,
  });
  let drafts: DraftsPart | null = null;
  core.mount(assetRoutes);
  core.mount(
    loginRoutes({
      // The editor's first open makes the person's draft (a worktree of the whole site, about a
      // second): begun at login, it is mostly ready when they open the editor.
      onLogin: (user) => {
        if (may(user.role, 'save-draft'))
          void drafts?.drafts
            .open(user.name)
            .catch((error: unknown) => log('opening a draft failed', error));
      },
      usersFile: config.usersFile,
      sessions,
      limiter: options.limiter ?? new LoginLimiter(),
      secure: config.secure,
      clientAddress: (c) => address(c.env.incoming),
    }),
  );
  core.mount([homeRoute]);
  core.mount(leadsRoutes(config, db, { clientAddress: address, log, ...options.leads }));
  core.mount(inboxRoutes(db));
  const languages = siteLanguages();
  const analyticsKept = analyticsRetention();
  core.mount(
    beaconRoutes(db, {
      origins: config.siteOrigins,
      languages,
      clientAddress: (c) => address(c.env.incoming),
      log,
    }),
  );
  core.mount([
    sitePageRoute(db, {
      languages,
      kept: analyticsKept ? periodWords(analyticsKept) : 'until deleted by hand',
    }),
  ]);
  core.mount(personalDataRoutes(db));
  if (options.drafts !== false) {
    // Loaded only when mounted: the server's own tests run without git or the editor's build.
    const { startDrafts } = await import('../drafts-web/index.ts');
    drafts = await startDrafts(config, db, options.drafts || {});
    core.mount(drafts.routes);
    core.mountApp(drafts.editor.addresses, 'save-draft', drafts.editor.app);
  }

  // Leads and analytics past the privacy policy's periods go, and sessions past their time, at start and daily.
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

  const server = createAdaptorServer({ fetch: core.app.fetch }) as http.Server;
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    core,
    db,
    sessions,
    drafts,
    previewOrigin: drafts?.previewOrigin,
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    async close() {
      clearInterval(timer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await drafts?.close();
      if (!options.db) await db.close();
    },
  };
}
