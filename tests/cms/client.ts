import fs from 'node:fs';
import http from 'node:http';
import fc from 'fast-check';
import os from 'node:os';
import path from 'node:path';
import type { Sql } from '../../cms/db/index.ts';
import { readConfig } from '../../cms/http/config.ts';
import { startCms, type StartOptions } from '../../cms/server/service.ts';
import { ORIGIN, send, type Sent } from './http.ts';

/**
 * Node's agent keeps sockets alive and may reuse one just as the server times it out: a reset
 * that is no answer of the service's. In the files that use these helpers, each request gets its
 * own connection.
 */
http.globalAgent = new http.Agent({ keepAlive: false });

/** The service on a port of its own, a temporary data folder and the given database. */
export async function startTestCms(
  db: Sql,
  env: NodeJS.ProcessEnv = {},
  options: StartOptions = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const config = readConfig({ CMS_DATA: dataDir, SITE_ORIGINS: ORIGIN, ...env }, 0);
  const cms = await startCms(config, { db, drafts: false, log: () => {}, ...options });
  return {
    ...cms,
    config,
    async close() {
      await cms.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const cookieOf = (sent: Sent, name: string) =>
  ([] as string[])
    .concat(sent.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

export const csrfIn = (body: string) => /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? '';

/** A browser of one person: keeps the session cookie, sends the page's token and origin. */
export class Browser {
  cookie = '';
  csrf = '';
  constructor(
    readonly base: string,
    readonly origin = base,
    readonly session = 'cms_session',
  ) {}

  get(pathname: string, headers: Record<string, string> = {}) {
    return send(this.base + pathname, {
      method: 'GET',
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    });
  }

  post(pathname: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return send(this.base + pathname, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: this.origin,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: new URLSearchParams(form).toString(),
    });
  }

  /** Opens the login page and sends the form, as a person would. */
  async logIn(name: string, password: string, next?: string): Promise<Sent> {
    const page = await this.get(
      `/login${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`,
    );
    const pre = cookieOf(page, this.session.replace('cms_session', 'cms_pre'));
    if (pre) this.cookie = pre;
    const sent = await this.post('/login', {
      _csrf: csrfIn(page.body),
      name,
      password,
      next: /name="next" value="([^"]*)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '/',
    });
    const session = cookieOf(sent, this.session);
    if (session) {
      this.cookie = session;
      this.csrf = csrfIn((await this.get('/')).body);
    }
    return sent;
  }
}

/** Path segments as an attacker writes them: traversal, escapes, unicode, empties, huge. */
const segment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '',
    '%2e%2e',
    '%2f',
    '%00',
    '%',
    '%zz',
    '%E0%A4%A',
    '1',
    '0',
    '-1',
    'inbox',
    '٣',
  ),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
  fc.string({ maxLength: 12 }),
  fc.nat().map(String),
  fc.constant('9'.repeat(400)),
);
export const hostilePath = fc
  .array(segment, { maxLength: 6 })
  .map((parts) => `/${parts.join('/')}`);
