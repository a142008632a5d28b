import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { contentUrl } from '../../src/content/paths.ts';
import { defaultLanguage, languages } from '../../src/i18n/languages.ts';
import { collectionContent, collectionFiles, collections } from '../lib/articles.ts';
import { COLLECTIONS, readCollection } from '../lib/collections';
import { SITE_FILE_FOLDERS, siteFileAnswer } from '../lib/siteFileAnswer';
import { servedContent } from '../lib/servedContent';
import { specFiles } from '../lib/specFiles';

interface SiteLanguages {
  languages: string[];
  defaultLanguage: string;
}

const siteLanguages = (root: string): SiteLanguages =>
  JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as SiteLanguages;

/** Folders served at the site root (the site fetches content/ and locales/ as plain files). */
const FOLDERS = SITE_FILE_FOLDERS;

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
}

/**
 * What an article collection ships (content/<folder>/<id>/<lang>.md, compiled at build): each
 * article in each language it is written in, and the list of each language, at the addresses
 * the browser asks for (/content/blog/<id>.fr.json, /content/blog/index.fr.json).
 */
function collectionOutputs(root: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const folder of collections(root)) {
    for (const lang of languages) {
      const list = `${folder}/index`;
      out.set(contentUrl(list, lang, defaultLanguage), collectionContent(root, list, lang));
    }
    for (const [id, files] of collectionFiles(root, folder))
      for (const lang of files.keys()) {
        const value = collectionContent(root, `${folder}/${id}`, lang);
        if (value !== undefined)
          out.set(contentUrl(`${folder}/${id}`, lang, defaultLanguage), value);
      }
  }
  return out;
}

/**
 * Serves locales/ and content/ at /locales and /content in dev (with a hot reload of the words
 * when a locale file changes) and copies their JSON into the build, without the editor-only
 * "$schema" line.
 */
export function siteFiles(root: string): Plugin {
  return {
    name: 'site-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        // A module's import of a file there (content/facts.json in src/i18n/facts.ts) is Vite's to
        // answer, as JavaScript: the plain file would stop the app from starting.
        if (/[?&]import(&|=|$)/.test(req.url ?? '')) return next();
        let answer: ReturnType<typeof siteFileAnswer>;
        try {
          answer = siteFileAnswer(root, decodeURIComponent((req.url ?? '').split('?')[0] ?? ''));
        } catch (error) {
          return next(error);
        }
        if (!answer) return next();
        if (answer.status === 404) {
          res.statusCode = 404;
          return res.end('not found');
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(answer.json);
      });
      server.watcher.add(FOLDERS.map((f) => path.join(root, f)));
      server.watcher.on('change', (file) => {
        if (file.startsWith(path.join(root, 'locales'))) {
          server.ws.send({ type: 'custom', event: 'locales:changed' });
        }
      });
    },
    generateBundle() {
      // A collection ships as one list per language; its entry files, every language in each,
      // would make a visitor download five languages they do not read.
      const site = siteLanguages(root);
      for (const name of COLLECTIONS)
        for (const lang of site.languages)
          this.emitFile({
            type: 'asset',
            fileName: `content/${name}${lang === site.defaultLanguage ? '' : `.${lang}`}.json`,
            source: JSON.stringify(readCollection(root, name, lang)),
          });
      const entryFolders = COLLECTIONS.map((name) => path.join(root, 'content', name));
      for (const folder of FOLDERS) {
        for (const file of listFiles(path.join(root, folder))) {
          if (!file.endsWith('.json')) continue;
          if (entryFolders.includes(path.dirname(file))) continue;
          // locales/glossary.json and title-case.json are for editors and the lint; visitors need only
          // the languages.
          if (path.dirname(file) === path.join(root, 'locales')) continue;
          const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
          delete data.$schema;
          this.emitFile({
            type: 'asset',
            fileName: path.relative(root, file).split(path.sep).join('/'),
            source: JSON.stringify(folder === 'content' ? servedContent(data, root) : data),
          });
        }
      }
      for (const [url, value] of collectionOutputs(root))
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: JSON.stringify(value) });
      // The specification's addresses (docs/site/public-data.md), made from the same collections.
      for (const [url, value] of specFiles(root))
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: JSON.stringify(value) });
    },
  };
}
