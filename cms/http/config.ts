/**
 * The service's configuration, from the environment (and `--port`). Everything has a default
 * that works on one's own machine; a team's server sets what docs/operations.md#settings lists.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface CmsConfig {
  port: number;
  host: string;
  /** Users file, the embedded database and the drafts' worktrees live here. */
  dataDir: string;
  usersFile: string;
  databaseUrl: string | undefined;
  /** The address people reach the service at; `https:` makes cookies `__Host-` and Secure. */
  origin: string | undefined;
  secure: boolean;
  /** The site's origins allowed to post leads. */
  siteOrigins: string[];
  mail: { smtpUrl: string; from: string; to: string } | undefined;
  /** The service's clone of the site (on main, with the remote as `origin`), for the drafts. */
  repo: string;
  /** Where each account's draft worktree lives. */
  worktrees: string;
  /** The branch the site is published from. */
  branch: string;
  /**
   * Behind a reverse proxy every request comes from the proxy's address: with this set, the
   * client's address is the last one the proxy appended to `X-Forwarded-For`.
   */
  trustProxy: boolean;
}

export const DEFAULT_PORT = 4400;

function siteUrl(root: string): string[] {
  try {
    const site = JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as {
      url?: unknown;
    };
    return typeof site.url === 'string' ? [new URL(site.url).origin] : [];
  } catch {
    return [];
  }
}

/** The site's languages, default first (site.json of `root`), for reading a page's language. */
export function siteLanguages(root = process.cwd()): string[] {
  const site = JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as {
    languages?: string[];
    defaultLanguage?: string;
  };
  const all = site.languages ?? ['en'];
  const first = site.defaultLanguage ?? all[0]!;
  return [first, ...all.filter((l) => l !== first)];
}

export class ConfigError extends Error {}

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  port = DEFAULT_PORT,
  root = process.cwd(),
): CmsConfig {
  const dataDir = path.resolve(root, env.CMS_DATA || '.cms-data');
  let origin: string | undefined;
  if (env.CMS_ORIGIN) {
    try {
      origin = new URL(env.CMS_ORIGIN).origin;
    } catch {
      throw new ConfigError(`CMS_ORIGIN is not an address: ${env.CMS_ORIGIN}`);
    }
  }
  const siteOrigins = env.SITE_ORIGINS
    ? env.SITE_ORIGINS.split(/[\s,]+/)
        .filter(Boolean)
        .map((o) => {
          try {
            return new URL(o).origin;
          } catch {
            throw new ConfigError(`SITE_ORIGINS has something that is not an address: ${o}`);
          }
        })
    : siteUrl(root);
  const smtpUrl = env.SMTP_URL;
  if (smtpUrl && (!env.CMS_MAIL_FROM || !env.CMS_MAIL_TO))
    throw new ConfigError('SMTP_URL needs CMS_MAIL_FROM and CMS_MAIL_TO too');
  return {
    port,
    host: env.CMS_HOST || '127.0.0.1',
    dataDir,
    usersFile: path.join(dataDir, 'users.json'),
    databaseUrl: env.DATABASE_URL || undefined,
    origin,
    secure: origin?.startsWith('https:') ?? false,
    siteOrigins,
    mail: smtpUrl ? { smtpUrl, from: env.CMS_MAIL_FROM!, to: env.CMS_MAIL_TO! } : undefined,
    repo: path.resolve(root, env.CMS_REPO || '.'),
    worktrees: path.resolve(dataDir, 'drafts'),
    branch: env.CMS_BRANCH || 'main',
    trustProxy: env.CMS_TRUST_PROXY === '1',
  };
}
