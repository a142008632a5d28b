/**
 * Writes dist/_headers and dist/_redirects (from scripts/lib/headers.ts), the nginx and Caddy
 * configurations into dist-server/ (from the same rules), and a gzip copy of each text file, which the local server sends to browsers that accept it (a CDN compresses by itself).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { minify } from 'vite';
import { languages } from '../../src/i18n/languages.ts';
import site from '../../site.json' with { type: 'json' };
import { headersFile, redirectsFile } from '../lib/headers.ts';
import { caddyfile, nginxSite } from '../lib/server-configs.ts';
import { filesUnder } from '../lib/files.ts';
import { fromRoot } from '../lib/paths.ts';
import { localizePath, siteRoutes } from '../lib/site-routes.ts';

const dist = fromRoot(process.env.SITE_OUT ?? 'dist');
const redirects = siteRoutes().flatMap((r) =>
  r.redirect
    ? languages.map((l) => ({ from: localizePath(r.path, l), to: localizePath(r.redirect!, l) }))
    : [],
);
fs.writeFileSync(path.join(dist, '_headers'), headersFile());
fs.writeFileSync(path.join(dist, '_redirects'), redirectsFile(redirects));

// The web-server configurations stay out of dist/, which is what gets served.
const serverDir = fromRoot(process.env.SERVER_CONFIG_OUT ?? 'dist-server');
const deployed = {
  root: '/var/www/site/dist',
  bind: '0.0.0.0',
  port: 80,
  hosts: [new URL(site.url).hostname],
  redirects,
};
fs.mkdirSync(serverDir, { recursive: true });
fs.writeFileSync(path.join(serverDir, 'nginx.conf'), nginxSite(deployed));
fs.writeFileSync(path.join(serverDir, 'Caddyfile'), caddyfile(deployed));

// public/ files are copied as written: the small script every page loads after its first paint is
// minified here (its comments explain it in the source).
for (const name of ['start.js']) {
  const file = path.join(dist, name);
  if (!fs.existsSync(file)) continue;
  const { code } = await minify(name, fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, code);
}

let count = 0;
for (const ext of ['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']) {
  for (const file of filesUnder(dist, ext)) {
    if (file.includes(`${path.sep}.vite${path.sep}`)) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
    count++;
  }
}
console.log(
  `wrote _headers, _redirects (${redirects.length} redirects), ${count} gzip copies; ${path.relative(process.cwd(), serverDir)}/nginx.conf and Caddyfile`,
);
