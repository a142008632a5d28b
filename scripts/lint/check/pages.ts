import path from 'node:path';
import { SCHEMA, type Checked, type LintContext } from '../context.ts';
import { checkCollectionSelects } from '../collections.ts';
import { append } from '../problem.ts';
import { checkSelectDefaults } from '../selectDefaults.ts';
import { clip } from '../source.ts';
import { filesUnder } from '../../lib/files.ts';
import { contentIds, type ParamsFrom } from '../../lib/contentIds.ts';
import { fileToPattern, isDynamic, type RoutePattern } from '../../../src/engine/patterns.ts';
import { expandIncludes, isInclude, isSectionFile } from '../../../src/engine/sections.ts';

export interface PageInfo extends Checked {
  pattern: RoutePattern;
  params: string[] | undefined;
  blockIds: Set<string>;
}

export interface Pages {
  /** The pages that parse, with their addresses and block ids for the links to check. */
  pages: PageInfo[];
  /** The addresses of pages that do not parse: they still exist, so links to them are fine. */
  unreadable: RoutePattern[];
}

/** The pages (pages/, sections aside): names, block ids, params. */
export function lintPages(ctx: LintContext): Pages {
  const { root, rel, problems, sections, check } = ctx;
  const pages: PageInfo[] = [];
  const unreadable: RoutePattern[] = [];
  for (const abs of filesUnder(path.join(root, 'pages'), '.json')) {
    if (isSectionFile(abs)) continue;
    const checked = check(abs, SCHEMA.page);
    // A page that does not parse still exists: links to it are not the problem to report.
    if (!checked) {
      unreadable.push(fileToPattern('/' + rel(abs)));
      continue;
    }
    const value = Object(checked.source.value) as {
      params?: string[];
      paramsFrom?: ParamsFrom;
      blocks?: { id?: unknown }[];
    };
    const pattern = fileToPattern('/' + rel(abs));
    const badName = unusablePageName(rel(abs));
    if (badName) problems.push(checked.source.problem('', badName));
    const blockIds = new Set<string>();
    (Array.isArray(value.blocks) ? value.blocks : []).forEach((b, i) => {
      // An include brings its section's ids (the include's own "id" replaces a one-block one's).
      for (const one of shownBlocks(b, sections) as { id?: unknown }[]) {
        if (!one || typeof one.id !== 'string') continue;
        if (blockIds.has(one.id))
          problems.push(
            checked.source.problem(
              `/blocks/${i}${isInclude(b) ? '' : '/id'}`,
              `block id "${one.id}" is used twice on this page; ids are anchors and must be unique`,
            ),
          );
        blockIds.add(one.id);
      }
    });
    append(problems, checkSelectDefaults(checked.source, value.blocks));
    append(problems, checkCollectionSelects(root, checked.source, value.blocks));
    let params = Array.isArray(value.params) ? value.params : undefined;
    const from = value.paramsFrom;
    if (from && typeof from.content === 'string') {
      const ids = contentIds(root, from);
      if (!ids || ids.length === 0)
        problems.push(
          checked.source.problem(
            '/paramsFrom',
            from.list
              ? `content/${from.content}.json has no "${from.list}" list of items with an "id"`
              : `content/${from.content}/ has no content files to take ids from`,
          ),
        );
      params = ids ?? [];
    }
    if (isDynamic(pattern) && !params) {
      problems.push(
        checked.source.problem(
          '',
          `this page's file name has a [part], so it needs "params" (the list of values that part may take) or "paramsFrom" (a content folder)`,
        ),
      );
    }
    if (!isDynamic(pattern) && (value.params || from)) {
      problems.push(
        checked.source.problem(
          value.params ? '/params' : '/paramsFrom',
          `"params" and "paramsFrom" only make sense for a file named with a [part], like pages/blog/[id].json`,
        ),
      );
    }
    pages.push({ ...checked, pattern, params, blockIds });
  }
  return { pages, unreadable };
}

/**
 * A page file's name is its address: "about copy.json" (a file manager's duplicate) would
 * publish /about copy, "About.json" /About. Lower-case words joined by hyphens, or a [part].
 */
function unusablePageName(relPath: string): string | null {
  const parts = relPath
    .replace(/^pages\//, '')
    .replace(/\.json$/, '')
    .split('/');
  const bad = parts.find((p) => !/^([a-z0-9]+(-[a-z0-9]+)*|\[(\.\.\.)?[a-zA-Z]+\])$/.test(p));
  if (bad === undefined) return null;
  const better = bad
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${clip(bad)} cannot be part of a page's address (the file name becomes it): use lower-case letters, digits and hyphens${better ? `, like "${better}"` : ''}, or remove the file if it is a copy`;
}

/** What a page entry shows: itself, or an include's section blocks (none when it cannot). */
function shownBlocks(entry: unknown, sections: Map<string, unknown[] | null>): unknown[] {
  if (!isInclude(entry)) return [entry];
  try {
    return expandIncludes([entry], (name) => {
      const blocks = sections.get(name);
      return blocks ? { blocks } : undefined;
    });
  } catch {
    return []; // reported by validateWith
  }
}
