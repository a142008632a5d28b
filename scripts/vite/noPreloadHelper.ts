import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import() in a helper that preloads the imported chunk's CSS and JS
 * dependencies (about 0.7 KB gzip, in the chunk every page loads). This site has one stylesheet,
 * linked by every page, and `modulePreload: false`: every call gets an empty dependency list, and
 * the helper only ever calls the import (https://github.com/vitejs/vite/issues/13952, open). Here
 * it is exactly that call. `writeBundle` proves the premise on every build: should a lazy chunk
 * ever bring CSS of its own, the build fails instead of shipping a page whose styles never load.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id !== HELPER) return null;
        return 'export const __vitePreload = (load) => load();';
      },
    },
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && !chunk.isEntry && chunk.viteMetadata?.importedCss.size)
          this.error(
            `${chunk.fileName} imports CSS of its own: the preload helper is needed again (scripts/vite/noPreloadHelper.ts)`,
          );
    },
  };
}
