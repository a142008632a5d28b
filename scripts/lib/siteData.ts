/**
 * The words and content files a render needs, read from disk the way the browser would get
 * them: shared by the prerender (scripts/build/prerender.ts) and the block catalogue.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentUrl } from '../../src/content/paths.ts';
import { defaultLanguage } from '../../src/i18n/languages.ts';
import { collectionContent, isCollection as isArticleCollection } from './articles.ts';
import { isCollection, readCollection } from './collections.ts';
import { fromRoot, root } from './paths.ts';
import { servedContent } from './servedContent.ts';

/**
 * The content files a page's blocks show (src/engine/needs.ts), read from disk in the page's
 * language (English where a translation is missing, as the browser does), so the prerendered
 * HTML shows the articles and stories and embeds them for hydration.
 */
export function readContent(paths: string[], lang: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of paths) {
    // An entry collection (testimonials, team) holds every language in each entry's file.
    if (isCollection(p)) {
      out[contentUrl(p, lang, defaultLanguage)] = readCollection(root, p, lang);
      continue;
    }
    // An article collection is compiled from its Markdown; an article has no English stand-in:
    // a language it is not written in has no page for it.
    if (isArticleCollection(fromRoot(), path.posix.dirname(p))) {
      const compiled = collectionContent(fromRoot(), p, lang);
      if (compiled !== undefined) out[contentUrl(p, lang, defaultLanguage)] = compiled;
      continue;
    }
    const own = fromRoot(contentUrl(p, lang, defaultLanguage).slice(1));
    const file = fs.existsSync(own) ? own : fromRoot(contentUrl(p, defaultLanguage).slice(1));
    out[contentUrl(p, lang, defaultLanguage)] = servedContent(
      JSON.parse(fs.readFileSync(file, 'utf8')) as unknown,
      fromRoot(),
    );
  }
  return out;
}

/** A language's namespaces from locales/, without the editor-only "$schema" line. */
export function readWords(lang: string, namespaces: string[]) {
  return Object.fromEntries(
    namespaces.map((ns) => {
      const file = fromRoot('locales', lang, `${ns}.json`);
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      delete data.$schema;
      return [ns, data];
    }),
  );
}
