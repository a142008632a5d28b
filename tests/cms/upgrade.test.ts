// @vitest-environment node
/**
 * WebSockets through the service: the editor's reload channel reaches a draft's editor only for
 * a logged-in person, from the service's own page, at the editor's channel, and nothing else
 * does, whatever the request looks like. The editor here is a stand-in that takes any upgrade
 * at its channel and echoes what it receives.
 */
import fc from 'fast-check';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../../cms/auth/users.ts';
import { openDb, type Sql } from '../../cms/db/index.ts';
import { HMR_PATH, proxyUpgrade } from '../../cms/drafts-web/proxy.ts';
import type { CmsRoute } from '../../cms/server/contract.ts';
import { Browser, hostilePath, startTestCms } from './client.ts';

const PASSWORD = 'a long enough password';
let db: Sql;
let cms: Awaited<ReturnType<typeof startTestCms>>;
let cookie = '';
const editor = {
  port: 0,
  seen: [] as http.IncomingHttpHeaders[],
  sockets: new Set<Duplex>(),
  server: http.createServer((_req, res) => {
    res.writeHead(404);
    res.end();
  }),
};

beforeAll(async () => {
  editor.server.on('upgrade', (req: http.IncomingMessage, socket: Duplex) => {
    editor.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    if (req.url?.split('?')[0] !== HMR_PATH) return socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    editor.seen.push(req.headers);
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Protocol: vite-hmr\r\n\r\n',
    );
    socket.on('data', (chunk: Buffer) => socket.write(chunk));
  });
  await new Promise<void>((resolve) => editor.server.listen(0, '127.0.0.1', resolve));
  editor.port = (editor.server.address() as AddressInfo).port;

  db = await openDb({ dir: 'memory' });
  // The drafts side's catch-all, reduced to its WebSocket: the person's editor is this one.
  const route: CmsRoute = {
    method: 'GET',
    pattern: '/*',
    action: 'save-draft',
    handle: ({ res }) => void res.end('the editor'),
    upgrade: ({ req, socket, head }) =>
      proxyUpgrade(req, socket, head, { port: editor.port, origin: cms.url }),
  };
  cms = await startTestCms(db, {}, { parts: [() => [route]] });
  await addUser(cms.config.usersFile, 'amina', 'editor', PASSWORD);
  const amina = new Browser(cms.url);
  await amina.logIn('amina', PASSWORD);
  cookie = amina.cookie;
  expect(cookie).toMatch(/^cms_session=/);
}, 60_000);

afterAll(async () => {
  for (const socket of editor.sockets) socket.destroy();
  await cms?.close();
  await db?.close();
  await new Promise<void>((resolve) => {
    editor.server.close(() => resolve());
    editor.server.closeAllConnections();
  });
});

/**
 * Sends `request` as raw bytes and reads the answer's status line; for a 101, also what comes
 * back after sending `echo`. The socket closes either way.
 */
function raw(request: string, echo?: string): Promise<{ status: number; echoed: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(cms.url).port), '127.0.0.1');
    let text = '';
    let status = 0;
    const done = () => {
      socket.destroy();
      resolve({ status, echoed: text.split('\r\n\r\n').slice(1).join('\r\n\r\n') });
    };
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (status !== 101 || echo === undefined) return done();
      if (text.length >= end + 4 + echo.length) return done();
      if (text.length === end + 4) socket.write(echo);
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(request);
  });
}

interface Upgrade {
  path: string;
  origin?: string | undefined;
  cookie?: string | undefined;
  upgrade?: string | undefined;
  protocol?: string | undefined;
  site?: string | undefined;
  extra?: string | undefined;
}

const requestOf = (u: Upgrade) =>
  [
    `GET ${u.path} HTTP/1.1`,
    `Host: ${new URL(cms.url).host}`,
    'Connection: Upgrade',
    ...(u.upgrade === undefined ? [] : [`Upgrade: ${u.upgrade}`]),
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    ...(u.protocol === undefined ? [] : [`Sec-WebSocket-Protocol: ${u.protocol}`]),
    ...(u.origin === undefined ? [] : [`Origin: ${u.origin}`]),
    ...(u.cookie === undefined ? [] : [`Cookie: ${u.cookie}`]),
    ...(u.site === undefined ? [] : [`Sec-Fetch-Site: ${u.site}`]),
    ...(u.extra === undefined ? [] : [`X-Extra: ${u.extra}`]),
    '',
    '',
  ].join('\r\n');

const good = (): Upgrade => ({
  path: `${HMR_PATH}?token=abc`,
  origin: cms.url,
  cookie,
  upgrade: 'websocket',
  protocol: 'vite-hmr',
  site: 'same-origin',
});

describe('the editor’s reload channel through the service', () => {
  it('reaches the editor for a logged-in person from the service’s page, as from the editor’s own origin and without the session', async () => {
    const before = editor.seen.length;
    const answer = await raw(requestOf(good()), 'hello');
    expect(answer.status).toBe(101);
    // Bytes pass both ways once the editor took it.
    expect(answer.echoed).toBe('hello');
    const seen = editor.seen.slice(before);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.host).toBe(`127.0.0.1:${editor.port}`);
    expect(seen[0]!.origin).toBe(`http://127.0.0.1:${editor.port}`);
    expect(seen[0]!.cookie).toBeUndefined();
    expect(seen[0]!['sec-websocket-protocol']).toBe('vite-hmr');
  });

  it('refuses before the editor: no session, another origin, no origin, another site, another address, another protocol', async () => {
    const before = editor.seen.length;
    const cases: [Partial<Upgrade>, number | 'refused'][] = [
      [{ cookie: undefined }, 401],
      [{ cookie: 'cms_session=forged' }, 401],
      [{ origin: 'http://evil.invalid' }, 403],
      [{ origin: undefined }, 403],
      [{ origin: 'null' }, 403],
      [{ site: 'cross-site' }, 403],
      [{ path: '/__edit/api/save' }, 403],
      [{ path: '/inbox' }, 404],
      [{ protocol: 'chat' }, 403],
      // Node may hand another protocol's upgrade to the request handler: no WebSocket either way.
      [{ upgrade: 'h2c' }, 'refused'],
    ];
    for (const [change, status] of cases) {
      const answer = await raw(requestOf({ ...good(), ...change }));
      if (status === 'refused') expect(answer.status, JSON.stringify(change)).not.toBe(101);
      else expect(answer.status, JSON.stringify(change)).toBe(status);
    }
    expect(editor.seen.length).toBe(before);
  });

  it('hostile upgrade requests (properties): the editor is reached exactly when every check holds, and the service lives on', async () => {
    const printable = fc.stringMatching(/^[ -~]{0,60}$/);
    const upgrade = fc.record({
      path: fc.oneof(
        fc.constantFrom(
          HMR_PATH,
          `${HMR_PATH}?token=x`,
          `${HMR_PATH}/`,
          `/__EDIT/hmr`,
          `/${HMR_PATH}`,
          `${HMR_PATH}/..`,
          '/inbox',
          '/leads',
          '/login',
          '/',
        ),
        hostilePath,
      ),
      origin: fc.option(
        fc.constantFrom(cms.url, `${cms.url}.evil.invalid`, 'http://localhost:1', 'null', ''),
        { nil: undefined },
      ),
      cookie: fc.option(fc.constantFrom(cookie, 'cms_session=forged', '', `${cookie}x`), {
        nil: undefined,
      }),
      upgrade: fc.option(fc.constantFrom('websocket', 'WebSocket', 'h2c', 'websocket2', ''), {
        nil: undefined,
      }),
      protocol: fc.option(fc.constantFrom('vite-hmr', 'vite-ping', 'vite-hmr, chat', ''), {
        nil: undefined,
      }),
      site: fc.option(fc.constantFrom('same-origin', 'none', 'same-site', 'cross-site'), {
        nil: undefined,
      }),
      extra: fc.option(printable, { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(upgrade, async (u) => {
        const before = editor.seen.length;
        const answer = await raw(requestOf(u));
        const passes =
          u.path.split('?')[0] === HMR_PATH &&
          u.origin === cms.url &&
          u.cookie === cookie &&
          u.upgrade?.toLowerCase() === 'websocket' &&
          (u.protocol === 'vite-hmr' || u.protocol === 'vite-ping') &&
          (u.site === undefined || u.site === 'same-origin' || u.site === 'none');
        expect(answer.status === 101, JSON.stringify(u)).toBe(passes);
        expect(editor.seen.length - before).toBe(passes ? 1 : 0);
      }),
      { numRuns: 120 },
    );
    expect((await new Browser(cms.url).get('/login')).status).toBe(200);
  });
});
