import type { Page } from '../generated/schema-types';
import { figuresToValues } from './migrateFigures';
import { rangesToNumbers } from './migrateRanges';

/**
 * Page files carry a schemaVersion. When the format changes, add a pure function here that lifts
 * version N to N+1 (with a before/after fixture test) and bump the schema's const; old files keep
 * working and `npm run lint:pages` asks editors to save them in the new form.
 */
type Migration = (page: Record<string, unknown>) => Record<string, unknown>;

export const CURRENT_VERSION = 3;

/** migrations[n] turns version n into n + 1. Version 0 is a page without schemaVersion. */
export const migrations: Record<number, Migration> = {
  0: (page) => ({ ...page, schemaVersion: 1 }),
  1: figuresToValues,
  2: rangesToNumbers,
};

export function migrate(raw: Record<string, unknown>): Page {
  let page = raw;
  let version = typeof page.schemaVersion === 'number' ? page.schemaVersion : 0;
  while (version < CURRENT_VERSION) {
    const step = migrations[version];
    if (!step) throw new Error(`no migration from page format version ${version}`);
    page = step(page);
    version += 1;
  }
  if (version > CURRENT_VERSION)
    throw new Error(`page format version ${version} is newer than this build`);
  return page as unknown as Page;
}
