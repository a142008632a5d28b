import fs from 'node:fs';
import path from 'node:path';
import { fileToPattern, isDynamic, localizePath, patternToPath } from '../../src/engine/routing.ts';
import { contentIds, contentLanguages, type ParamsFrom } from './contentIds.ts';
import { filesUnder } from './files.ts';
import { isSectionFile } from '../../src/engine/sections.ts';
import { fromRoot } from './paths.ts';

export interface SiteRoute {
  /** English path: "/about", "/app/business/overview". */
  path: string;
  file: string;
  redirect?: string;
  /** The languages the page exists in, when not all of them (an article in fewer languages). */
  languages?: string[];
}

/** Every address the site has (in English form), from the files in pages/ (of `at`). */
export function siteRoutes(at = fromRoot()): SiteRoute[] {
  return pageFiles(at).flatMap((abs) => {
    const file = '/' + path.relative(at, abs).split(path.sep).join('/');
    const pattern = fileToPattern(file);
    const page = JSON.parse(fs.readFileSync(abs, 'utf8')) as {
      params?: string[];
      paramsFrom?: ParamsFrom;
      redirect?: string;
    };
    const name = pattern.segments.find((s) => s[0] === ':' || s[0] === '*')?.slice(1) ?? '';
    const values = isDynamic(pattern)
      ? (page.params ?? (page.paramsFrom ? contentIds(at, page.paramsFrom) : null) ?? [])
      : [null];
    const inLanguages = page.paramsFrom ? contentLanguages(at, page.paramsFrom) : null;
    return values.map((v) => {
      const only = v === null ? undefined : inLanguages?.get(v);
      return {
        path: v === null ? patternToPath(pattern) : patternToPath(pattern, { [name]: v }),
        file,
        ...(page.redirect ? { redirect: page.redirect } : {}),
        ...(only ? { languages: only } : {}),
      };
    });
  });
}

export { localizePath };

/** The page files: everything under pages/ but the shared sections (pages/_sections/). */
export const pageFiles = (at = fromRoot()): string[] =>
  filesUnder(path.join(at, 'pages'), '.json').filter((f) => !isSectionFile(f));

/** The languages a route is written and prerendered in, in the site's order. */
export const routeLanguages = (route: SiteRoute, all: readonly string[]): string[] =>
  all.filter((l) => route.languages?.includes(l) ?? true);

/**
 * Paths (English, without the leading slash) under which an address the build did not write is
 * still the app's to answer: pages whose ids come from content ("blog", "testimonials") show
 * their own not-found view for an id they do not know. Every other unknown address goes home.
 */
export function appAnsweredPrefixes(): string[] {
  return pageFiles().flatMap((abs) => {
    const file = '/' + path.relative(fromRoot(), abs).split(path.sep).join('/');
    const pattern = fileToPattern(file);
    const page = JSON.parse(fs.readFileSync(abs, 'utf8')) as { paramsFrom?: unknown };
    if (!isDynamic(pattern) || !page.paramsFrom) return [];
    const dynamicAt = pattern.segments.findIndex((s) => s[0] === ':' || s[0] === '*');
    return [pattern.segments.slice(0, dynamicAt).join('/')];
  });
}
