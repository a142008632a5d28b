import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const SITE = '\0editor-content:site';
const FACTS = '\0editor-content:facts';

/**
 * What the site's modules import as files of content becomes, in the built editor, an object the
 * editor fills from the content API before it draws anything (editor/liveContent.ts): one build
 * then serves every draft, and a fact or a contact detail changed in a draft shows in that draft's
 * canvas. Only site.json's languages stay built in: they decide the editor's own code (the
 * language names, the fonts), as they do the site's.
 */
export function editorContentSeams(root: string): Plugin {
  const siteFile = path.join(root, 'site.json');
  const factsFile = path.join(root, 'content', 'facts.json');
  return {
    name: 'editor-content-seams',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/(site|facts)\.json$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved && path.normalize(resolved.id.split('?')[0] ?? '');
      if (file === siteFile) return SITE;
      if (file === factsFile) return FACTS;
      return resolved;
    },
    load(id) {
      if (id === FACTS) return 'export default { facts: {} };';
      if (id !== SITE) return null;
      const site = JSON.parse(fs.readFileSync(siteFile, 'utf8')) as {
        languages: unknown;
        defaultLanguage: unknown;
      };
      const built = { languages: site.languages, defaultLanguage: site.defaultLanguage };
      return `export default ${JSON.stringify(built)};`;
    },
  };
}
