import os from 'node:os';
import path from 'node:path';

/**
 * The browser tests' two services (`npm run cms`): one on the embedded database, one on
 * PostgreSQL. Each has its preview origin, its drafts' editors, a folder and the local SMTP
 * server the tests start; the ports are fixed so the test process and the servers agree.
 */
export const DATABASES = ['embedded', 'postgres'] as const;
export type Database = (typeof DATABASES)[number];

export interface Service {
  database: Database;
  port: number;
  previewPort: number;
  /** Its own throw-away PostgreSQL cluster (the postgres service only). */
  postgresPort: number;
  smtpPort: number;
  dir: string;
  remoteDir: string;
  serviceDir: string;
  dataDir: string;
}

const BASE = Number(process.env.CMS_E2E_PORT ?? 4770);
const PORTS: Record<Database, Omit<Service, 'database' | 'dir' | `${string}Dir`>> = {
  embedded: {
    port: BASE,
    previewPort: BASE + 1,
    postgresPort: 0,
    smtpPort: BASE + 5,
  },
  postgres: {
    port: BASE + 2,
    previewPort: BASE + 3,
    postgresPort: BASE + 4,
    smtpPort: BASE + 6,
  },
};

export function serviceOf(database: Database): Service {
  const ports = PORTS[database];
  // A fixed place per port, so the test process and the server process agree on it.
  const dir = process.env.CMS_E2E_DIR
    ? path.join(process.env.CMS_E2E_DIR, database)
    : path.join(os.tmpdir(), `agency-cms-e2e-${ports.port}`);
  return {
    database,
    ...ports,
    dir,
    remoteDir: path.join(dir, 'remote.git'),
    serviceDir: path.join(dir, 'service'),
    dataDir: path.join(dir, 'data'),
  };
}

/** The embedded database's service: the two-person test's. */
export const embedded = serviceOf('embedded');
export const CMS_PORT = embedded.port;
export const { remoteDir, serviceDir } = embedded;

/**
 * The built site of the inbox test, and the HTTPS front its forms post to (the site sends leads
 * only over https): a local TLS server the test runs before the service's /leads.
 */
export const SITE_PORT = BASE + 8;
export const FRONT_PORT = BASE + 7;
export const SITE_ORIGIN_LOCAL = `http://127.0.0.1:${SITE_PORT}`;
export const ENDPOINT = `https://127.0.0.1:${FRONT_PORT}/leads`;
/** The site's analytics endpoint (`analytics.endpoint`): the service's /beacon, by the front. */
export const BEACON_ENDPOINT = `https://127.0.0.1:${FRONT_PORT}/beacon`;

export const MAIL = { from: 'site@atlasdigital.test', to: 'team@atlasdigital.test' };

export const ACCOUNTS = {
  editor: { name: 'amina', password: 'amina-writes-the-site-2026', role: 'editor' },
  publisher: { name: 'youssef', password: 'youssef-publishes-it-2026', role: 'publisher' },
} as const;
