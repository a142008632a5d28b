import type { Plugin } from 'vite';
import {
  CLASS_NAMES_FILE,
  classNamesFor,
  renameClassLists,
  renameStylesheet,
  type ClassNames,
} from '../lib/shortClasses';

/**
 * Short class names in the browser's build (scripts/lib/shortClasses.ts says why and which). The
 * stylesheet is renamed as a module, before the bundler names its file by its content; the code
 * in renderChunk, before the bundler hashes the chunks: a file's name still changes with every
 * change of its text, so a visitor's cache never mixes two maps. The prerender renames the HTML
 * with the map this writes.
 */
export function shortClasses(stylesheet: RegExp): Plugin {
  let classes: ClassNames | undefined;
  return {
    name: 'short-classes',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform: {
      filter: { id: stylesheet },
      handler(css) {
        classes = classNamesFor(css);
        return { code: renameStylesheet(css, classes.short), map: null };
      },
    },
    renderChunk(code, chunk) {
      if (!classes) this.error(`short-classes: the stylesheet (${stylesheet}) was not built`);
      return { code: renameClassLists(code, classes, chunk.fileName), map: null };
    },
    generateBundle() {
      if (!classes) return;
      this.emitFile({
        type: 'asset',
        fileName: CLASS_NAMES_FILE,
        source: JSON.stringify(Object.fromEntries(classes.short), null, 1),
      });
    },
  };
}
