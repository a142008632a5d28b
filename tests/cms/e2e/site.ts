/**
 * What the inbox's browser test needs around the service: the site built with its forms' endpoint
 * at the service, served as `npm run serve` serves it; an HTTPS front before the service's
 * /leads (the site posts only to https), which can lose the answer to a first attempt as a
 * network would; and a local SMTP server that keeps the notices it receives.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { ownEnv } from '../../../cms/drafts-web/builds.ts';
import { root } from '../../../scripts/lib/paths.ts';
import { mailbox as smtpMailbox } from '../smtp.ts';
import { BEACON_ENDPOINT, ENDPOINT, FRONT_PORT, SITE_PORT } from './where.ts';

/**
 * The site of this repository's HEAD (what the services serve too), built once per tree with
 * `forms.endpoint` at the front: later runs reuse the build. Returns the copy's folder.
 */
export function builtSite(): string {
  const tree = execFileSync('git', ['rev-parse', 'HEAD^{tree}'], { cwd: root, encoding: 'utf8' });
  const key = createHash('sha256')
    .update(`${tree.trim()}\n${ENDPOINT}\n${BEACON_ENDPOINT}`)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(os.tmpdir(), `agency-cms-e2e-site-${key}`);
  if (fs.existsSync(path.join(dir, 'dist', 'index.html'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const tar = path.join(dir, '.tree.tar');
  execFileSync('git', ['archive', '--format=tar', '-o', tar, 'HEAD'], { cwd: root });
  execFileSync('tar', ['-xf', tar], { cwd: dir });
  fs.rmSync(tar);
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const siteFile = path.join(dir, 'site.json');
  const site = JSON.parse(fs.readFileSync(siteFile, 'utf8')) as {
    externalHosts?: string[];
    forms?: Record<string, unknown>;
    analytics?: Record<string, unknown>;
  };
  const host = new URL(ENDPOINT).hostname;
  site.externalHosts = [...(site.externalHosts ?? []), host];
  site.forms = { ...site.forms, endpoint: ENDPOINT };
  site.analytics = { endpoint: BEACON_ENDPOINT };
  fs.writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);
  const built = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: dir,
    env: ownEnv(),
    encoding: 'utf8',
  });
  if (built.status !== 0) {
    fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    throw new Error(`the site's build failed:\n${(built.stdout + built.stderr).slice(-4000)}`);
  }
  return dir;
}

/** Waits until `url` answers (bounded: about 30 s). */
async function answering(url: string, check: () => string | null): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const why = check();
    if (why) throw new Error(why);
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get(url, (res) => {
        res.resume();
        resolve((res.statusCode ?? 500) < 500);
      });
      req.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The built copy served by its own `npm run serve` (its security policy allows the endpoint). */
export async function serveSite(dir: string): Promise<{ origin: string; close(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve/serve.ts', '--port', String(SITE_PORT)],
    { cwd: dir, env: ownEnv(), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const origin = `http://127.0.0.1:${SITE_PORT}`;
  await answering(`${origin}/`, () =>
    child.exitCode !== null ? `the site's server ended with ${child.exitCode}` : null,
  );
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A self-signed certificate for 127.0.0.1, made once with openssl. */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = path.join(os.tmpdir(), 'agency-cms-e2e-tls');
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  if (!fs.existsSync(cert)) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '3650',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

export interface Passed {
  method: string;
  /** The address asked for: /leads, or /beacon for the site's analytics. */
  path: string;
  key: string | undefined;
  /** What the service answered. */
  status: number;
  /** What was sent (a beacon's events), as text. */
  body: string;
  /** What the browser got: the service's answer, or 502 when the front lost it. */
  answered: number;
}

/**
 * The HTTPS front before the service's /leads, on the endpoint's port. Every request goes on to
 * the service as it came; the first submission (POST) reaches the service, which stores it, and
 * its answer is lost on the way back: the browser gets a 502, as from a proxy whose connection
 * dropped, and the site's transport tries once more with the same idempotency key.
 */
export async function leadsFront(servicePort: number) {
  const passed: Passed[] = [];
  let lost = false;
  const server = https.createServer(certificate(), (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = { ...req.headers, host: `127.0.0.1:${servicePort}` };
      const onward = http.request(
        { host: '127.0.0.1', port: servicePort, method: req.method, path: req.url, headers },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (c: Buffer) => body.push(c));
          answer.on('end', () => {
            const status = answer.statusCode ?? 502;
            // Only a stored submission's answer is lost: a refusal would be refused again.
            const lose = req.method === 'POST' && req.url === '/leads' && status === 200 && !lost;
            if (lose) lost = true;
            passed.push({
              method: req.method ?? '',
              path: req.url ?? '',
              key: req.headers['idempotency-key'] as string | undefined,
              status,
              body: Buffer.concat(chunks).toString('utf8'),
              answered: lose ? 502 : status,
            });
            if (lose) {
              // The service's CORS headers stay, so the site reads the 502 as a server error.
              const cors = Object.fromEntries(
                Object.entries(answer.headers).filter(([k]) => /^(access-control-|vary$)/.test(k)),
              );
              res.writeHead(502, { ...cors, 'content-type': 'text/plain' });
              return res.end('Bad Gateway');
            }
            res.writeHead(status, answer.headers);
            res.end(Buffer.concat(body));
          });
        },
      );
      onward.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      onward.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(FRONT_PORT, '127.0.0.1', resolve));
  return {
    passed,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A local SMTP server that keeps the messages it receives, listening on `port`. */
export async function mailbox(port: number) {
  const box = smtpMailbox(port);
  await box.listen();
  return box;
}
