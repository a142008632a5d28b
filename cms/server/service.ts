/**
 * The whole service, assembled: database, sessions, the core, every route; started on a port.
 * Tests start it the same way, on a temporary data folder and an in-memory database.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { LoginLimiter } from '../auth/rateLimit.ts';
import { Sessions } from '../auth/sessions.ts';
import { deleteExpired, openDb, type Sql } from '../db/index.ts';
import type { ReceiveOptions } from '../leads/receive.ts';
import { clientAddress } from './address.ts';
import { createCore } from './app.ts';
import { assetRoutes } from './assets.ts';
import type { CmsConfig } from './config.ts';
import { homeRoute } from './home.ts';
import { inboxRoutes } from './inbox.ts';
import { leadsRoutes } from './leads.ts';
import { loginRoutes } from './login.ts';
import { parts as defaultParts, type Part } from './parts.ts';
import { peopleRoutes } from './people.ts';
import path from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StartOptions {
  /** A database already open (tests); otherwise the configured one is opened and closed here. */
  db?: Sql;
  parts?: readonly Part[];
  limiter?: LoginLimiter;
  sessions?: Sessions;
  leads?: Partial<ReceiveOptions>;
  log?: (message: string, error: unknown) => void;
}

export async function startCms(config: CmsConfig, options: StartOptions = {}) {
  const log = options.log ?? ((message, error) => console.error(`cms: ${message}`, error));
  const db =
    options.db ??
    (await openDb({ databaseUrl: config.databaseUrl, dir: path.join(config.dataDir, 'leads') }));
  const sessions = options.sessions ?? new Sessions();
  const address = clientAddress(config.trustProxy);
  const core = createCore({
    usersFile: config.usersFile,
    origin: config.origin,
    secure: config.secure,
    sessions,
    log,
  });
  core.mount(assetRoutes);
  core.mount(
    loginRoutes({
      usersFile: config.usersFile,
      sessions,
      limiter: options.limiter ?? new LoginLimiter(),
      secure: config.secure,
      clientAddress: address,
    }),
  );
  core.mount([homeRoute]);
  core.mount(leadsRoutes(config, db, { clientAddress: address, log, ...options.leads }));
  core.mount(inboxRoutes(db));
  core.mount(peopleRoutes(db));
  for (const part of options.parts ?? defaultParts)
    core.mount(await part({ config, db, sessions }));

  // Leads past the privacy policy's period go, at start and every day after.
  const expire = () =>
    deleteExpired(db).catch((error: unknown) => log('deleting expired leads failed', error));
  await expire();
  const timer = setInterval(() => void expire(), DAY_MS);
  timer.unref();

  const server = http.createServer((req, res) => void core.handler(req, res));
  // WebSockets (the drafts' editors' reload channel) outlive their request: closing the server
  // does not end them, so it ends them itself.
  const upgraded = new Set<Duplex>();
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    void core.upgrade(req, socket, head);
  });
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
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    async close() {
      clearInterval(timer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
      });
      if (!options.db) await db.close();
    },
  };
}
