/**
 * Shared sections: blocks kept once in pages/_sections/<name>.json and shown on several pages.
 * A page lists `{ "include": "team" }` where the section's blocks go; properties beside
 * "include" replace the section's own (a one-block section only: "id", "title", "actions"...),
 * so two pages can show the same team list under different headings.
 *
 * Includes are expanded when a page file is loaded (the build's page-sections plugin), so the
 * renderer, the prerender and the types only ever see ordinary blocks. The lint checks each
 * section like a page, and each include's overrides against the block they change.
 */

/** The folder under pages/ that holds shared sections. Nothing in it is a page or an address. */
export const SECTIONS_FOLDER = '_sections';

/** "pages/_sections/team.json" (any separator, any prefix before pages/) is a section file. */
export const isSectionFile = (file: string): boolean =>
  /(^|[\\/])pages[\\/]_sections[\\/]/.test(file);

/** The section's name in an include: the file name without .json, lower-case kebab-case. */
export const SECTION_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface Include {
  include: string;
  [override: string]: unknown;
}

export interface SectionFile {
  blocks: unknown[];
}

export function isInclude(block: unknown): block is Include {
  return (
    !!block &&
    typeof block === 'object' &&
    !Array.isArray(block) &&
    typeof (block as { include?: unknown }).include === 'string'
  );
}

/** The properties an include sets on its section's block: all but "include". */
export function overridesOf(include: Include): Record<string, unknown> {
  return Object.fromEntries(Object.entries(include).filter(([key]) => key !== 'include'));
}

export class SectionError extends Error {}

/**
 * The page's blocks with every include replaced by its section's blocks. `read` returns a
 * section file's parsed content, or undefined when there is none. Sections do not include other
 * sections (their schema has no include), so there is no cycle to guard against.
 */
export function expandIncludes(
  blocks: readonly unknown[],
  read: (name: string) => SectionFile | undefined,
): unknown[] {
  return blocks.flatMap((block) => {
    if (!isInclude(block)) return [block];
    if (!SECTION_NAME.test(block.include))
      throw new SectionError(`"${block.include.slice(0, 80)}" is not a section name`);
    const section = read(block.include);
    if (!section || !Array.isArray(section.blocks))
      throw new SectionError(`there is no pages/${SECTIONS_FOLDER}/${block.include}.json`);
    const overrides = overridesOf(block);
    if (Object.keys(overrides).length === 0) return section.blocks;
    if (section.blocks.length !== 1)
      throw new SectionError(
        `pages/${SECTIONS_FOLDER}/${block.include}.json has ${section.blocks.length} blocks: only a one-block section can take properties beside "include"`,
      );
    return [{ ...(section.blocks[0] as object), ...overrides }];
  });
}
