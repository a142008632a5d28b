import { safeDecode } from './url';

/**
 * URL patterns of page files: file → pattern, pattern → path, path → match. Nothing here knows
 * the site's languages (site.json), so the lint can use it on a site.json that does not parse.
 */

export interface RoutePattern {
  /** The page file, as Vite's glob names it: "/pages/blog/[id].json". */
  file: string;
  /** Segments of the English path; dynamic ones as ":name" or "*name" (rest). */
  segments: string[];
}

export function fileToPattern(file: string): RoutePattern {
  const rel = file.replace(/^\/?pages\//, '').replace(/\.json$/, '');
  const parts = rel.split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  const segments = parts.map((p) => {
    const rest = /^\[\.\.\.([a-zA-Z]+)\]$/.exec(p);
    if (rest) return `*${rest[1]}`;
    const param = /^\[([a-zA-Z]+)\]$/.exec(p);
    return param ? `:${param[1]}` : p;
  });
  return { file, segments };
}

export function patternToPath(pattern: RoutePattern, params: Record<string, string> = {}): string {
  const out = pattern.segments.map((s) =>
    s[0] === ':' || s[0] === '*' ? (params[s.slice(1)] ?? '') : s,
  );
  return '/' + out.filter(Boolean).join('/');
}

export function isDynamic(pattern: RoutePattern): boolean {
  return pattern.segments.some((s) => s[0] === ':' || s[0] === '*');
}

// Static segments beat parameters, which beat rest segments: /blog/featured wins over /blog/[id].
function rank(pattern: RoutePattern): number[] {
  return pattern.segments.map((s) => (s[0] === '*' ? 0 : s[0] === ':' ? 1 : 2));
}

export function sortPatterns(patterns: RoutePattern[]): RoutePattern[] {
  return [...patterns].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < Math.max(ra.length, rb.length); i++) {
      const d = (rb[i] ?? -1) - (ra[i] ?? -1);
      if (d !== 0) return d;
    }
    return 0;
  });
}

export interface RouteMatch {
  pattern: RoutePattern;
  params: Record<string, string>;
}

export function matchPath(path: string, patterns: RoutePattern[]): RouteMatch | null {
  const parts = path.split('/').filter(Boolean);
  for (const pattern of sortPatterns(patterns)) {
    const params: Record<string, string> = {};
    let ok = true;
    let i = 0;
    for (; i < pattern.segments.length; i++) {
      const seg = pattern.segments[i] as string;
      if (seg[0] === '*') {
        const rest = parts.slice(i).join('/');
        if (!rest) ok = false;
        params[seg.slice(1)] = rest;
        i = parts.length;
        break;
      }
      const part = parts[i];
      if (part === undefined) {
        ok = false;
        break;
      }
      if (seg[0] === ':') params[seg.slice(1)] = safeDecode(part);
      else if (seg !== part) ok = false;
      if (!ok) break;
    }
    if (ok && i === parts.length) return { pattern, params };
  }
  return null;
}
