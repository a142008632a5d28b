import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  expandIncludes,
  isInclude,
  isSectionFile,
  SECTIONS_FOLDER,
  type SectionFile,
} from '../../src/engine/sections.ts';
import { CURRENT_VERSION, migrate } from '../../src/engine/migrate.ts';
import { resolvePageFacts } from '../../src/engine/pageFacts.ts';

/**
 * Expands `{ "include": "<section>" }` entries of page files as they are loaded, for the client,
 * the prerender and the dev server alike (src/engine/sections.ts). In dev, a change to a section
 * reloads the pages that include it. Figures named by fact become the fact's figure
 * (src/engine/pageFacts.ts). An include or a fact the lint would refuse stops the build with the
 * lint's words rather than shipping a page without its section or its figure.
 */
export function pageSections(root: string): Plugin {
  const pagesDir = path.join(root, 'pages');
  const factsFile = path.join(root, 'content', 'facts.json');
  return {
    name: 'page-sections',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.json') || !file.startsWith(pagesDir + path.sep)) return null;
      if (isSectionFile(file)) return null;
      let page = JSON.parse(code) as { blocks?: unknown; schemaVersion?: unknown };
      const older = typeof page.schemaVersion !== 'number' || page.schemaVersion < CURRENT_VERSION;
      const includes = Array.isArray(page.blocks) && page.blocks.some(isInclude);
      const facts = code.includes('"fact"');
      if (!includes && !older && !facts) return null;
      const read = (name: string): SectionFile | undefined => {
        const sectionFile = path.join(pagesDir, SECTIONS_FOLDER, `${name}.json`);
        this.addWatchFile(sectionFile);
        if (!fs.existsSync(sectionFile)) return undefined;
        return JSON.parse(fs.readFileSync(sectionFile, 'utf8')) as SectionFile;
      };
      try {
        if (includes) page.blocks = expandIncludes(page.blocks as unknown[], read);
        // Pages reach the app in the current format, so the browser never ships the migrations.
        if (older) page = migrate(page as Record<string, unknown>);
        // After the includes: a section's figures may name facts too.
        if (facts || (includes && JSON.stringify(page.blocks).includes('"fact"'))) {
          this.addWatchFile(factsFile);
          const known = (
            JSON.parse(fs.readFileSync(factsFile, 'utf8')) as {
              facts: Record<string, { figure: unknown }>;
            }
          ).facts;
          page = resolvePageFacts(page, (name) =>
            Object.hasOwn(known, name) ? known[name]?.figure : undefined,
          );
        }
      } catch (e) {
        this.error(
          `${path.relative(root, file)}: ${(e as Error).message} (run npm run lint:pages)`,
        );
      }
      return { code: JSON.stringify(page), map: null };
    },
  };
}
