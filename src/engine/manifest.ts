import { fileToPattern } from './routing';

/**
 * Every page file, each its own lazily loaded chunk. This module is itself loaded lazily (on the
 * first client-side navigation), so the initial JS of a route does not grow with the page count.
 */
// pages/_sections/ holds shared sections (engine/sections.ts): blocks that pages include, never
// pages of their own.
const loaders = import.meta.glob(['/pages/**/*.json', '!/pages/_sections/**'], {
  import: 'default',
}) as Record<string, () => Promise<unknown>>;

export const patterns = Object.keys(loaders).map(fileToPattern);

export function loadPageFile(file: string): Promise<unknown> {
  const load = loaders[file];
  if (!load) return Promise.reject(new Error(`no page file ${file}`));
  return load();
}
