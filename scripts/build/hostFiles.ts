/**
 * Writes dist/_headers and dist/_redirects (from scripts/lib/headers.ts), the nginx and Caddy
 * configurations into dist-server/ (from the same rules), and a Brotli and a gzip copy of each
 * text file (scripts/lib/precompress.ts), which the local server, nginx and Caddy send to browsers
 * that accept them (a CDN compresses by itself).
 */
import fs from 'node:fs';
import path from 'node:path';
import { languages } from '../../src/i18n/languages.ts';
import site from '../../site.json' with { type: 'json' };
import { headersFile, redirectsFile } from '../lib/headers.ts';
import { caddyfile, nginxSite } from '../lib/serverConfigs.ts';
import { filesUnder } from '../lib/files.ts';
import { fromRoot } from '../lib/paths.ts';
import { writeCompressedCopies } from '../lib/precompress.ts';
import { localizePath, siteRoutes } from '../lib/siteRoutes.ts';

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

// public/start.js is no file of the site: every page carries it inline, minified, under its hash,
// and public/fonts.js and public/not-found.js are served under /assets/ by their content
// (scripts/lib/startScript.ts). The copies the bundler made of public/ would only be dead weight.
for (const file of ['start.js', 'fonts.js', 'not-found.js'])
  fs.rmSync(path.join(dist, file), { force: true });

// The team service's previews are served to a few people on the service's own machine and are
// never deployed: they skip the copies (SITE_PRECOMPRESS=0), a third of a build's time.
const precompress = process.env.SITE_PRECOMPRESS !== '0';
const texts = ['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']
  .flatMap((ext) => filesUnder(dist, ext))
  .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));
// A few at a time: the thread pool has four threads, and 1,200 files read at once would hold
// them all in memory.
for (let i = 0; precompress && i < texts.length; i += 32)
  await Promise.all(texts.slice(i, i + 32).map(writeCompressedCopies));
console.log(
  `wrote _headers, _redirects (${redirects.length} redirects), ${precompress ? `Brotli and gzip copies of ${texts.length} files` : 'no compressed copies (SITE_PRECOMPRESS=0)'}; ${path.relative(process.cwd(), serverDir)}/nginx.conf and Caddyfile`,
);
