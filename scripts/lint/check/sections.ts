import path from 'node:path';
import { SCHEMA, type LintContext } from '../context.ts';
import { checkCollectionSelects } from '../collections.ts';
import { append } from '../problem.ts';
import { checkSelectDefaults } from '../selectDefaults.ts';
import { clip } from '../source.ts';
import { filesUnder } from '../../lib/files.ts';
import { isSectionFile, SECTIONS_FOLDER } from '../../../src/engine/sections.ts';

/**
 * Shared sections (pages/_sections/): checked like pages, never routed. Read before the pages,
 * which include them by name: each one's blocks go into the context's sections. Returns how many
 * section files there are.
 */
export function lintSections(ctx: LintContext): number {
  const { root, problems, sections, check } = ctx;
  const sectionFiles = filesUnder(path.join(root, 'pages'), '.json').filter(isSectionFile);
  for (const abs of sectionFiles) {
    const checked = check(abs, SCHEMA.section);
    const name = path.relative(path.join(root, 'pages', SECTIONS_FOLDER), abs).slice(0, -5);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) && checked)
      problems.push(
        checked.source.problem(
          '',
          `${clip(name)} cannot name a shared section: use lower-case letters, digits and hyphens, directly in pages/${SECTIONS_FOLDER}/`,
        ),
      );
    const blocks = (Object(checked?.source.value) as { blocks?: unknown }).blocks;
    sections.set(name, checked && Array.isArray(blocks) ? blocks : null);
    if (checked) append(problems, checkSelectDefaults(checked.source, blocks as never));
    // A shared section's list of ids names entries that exist, as a page's does: the team is
    // listed in one, and an id left there after its file went would show one person fewer.
    if (checked) append(problems, checkCollectionSelects(root, checked.source, blocks));
  }
  return sectionFiles.length;
}
