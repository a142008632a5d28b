import fs from 'node:fs';
import path from 'node:path';
import { fileToPattern, isDynamic, localizePath, patternToPath } from '../../src/engine/routing.ts';
import { fromRoot } from './paths.ts';

export interface SiteRoute {
  /** English path: "/about", "/app/business/overview". */
  path: string;
  file: string;
  redirect?: string;
}

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/** Every address the site has (in English form), from the files in pages/. */
export function siteRoutes(): SiteRoute[] {
  return walk(fromRoot('pages')).flatMap((abs) => {
    const file = '/' + path.relative(fromRoot(), abs).split(path.sep).join('/');
    const pattern = fileToPattern(file);
    const page = JSON.parse(fs.readFileSync(abs, 'utf8')) as {
      params?: string[];
      redirect?: string;
    };
    const name = pattern.segments.find((s) => s[0] === ':' || s[0] === '*')?.slice(1) ?? '';
    const paths = isDynamic(pattern)
      ? (page.params ?? []).map((v) => patternToPath(pattern, { [name]: v }))
      : [patternToPath(pattern)];
    return paths.map((p) => ({
      path: p,
      file,
      ...(page.redirect ? { redirect: page.redirect } : {}),
    }));
  });
}

export { localizePath };
