import type { CmsRoute } from './contract.ts';

export interface Match {
  route: CmsRoute;
  params: Record<string, string>;
}

type Segment = { literal: string } | { param: string } | { rest: true };

function compile(pattern: string): Segment[] {
  const parts = pattern.split('/').slice(1);
  return parts.map((p, i) => {
    if (p === '*' && i === parts.length - 1) return { rest: true };
    if (p.startsWith(':')) return { param: p.slice(1) };
    return { literal: p };
  });
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Matches a path against the routes, in the order they were given. A `:name` matches one
 * non-empty segment, decoded (a segment that does not decode matches nothing); `*` the rest.
 */
export class Router {
  private readonly routes: { route: CmsRoute; segments: Segment[] }[] = [];

  add(routes: readonly CmsRoute[]) {
    for (const route of routes) this.routes.push({ route, segments: compile(route.pattern) });
  }

  /** The route for a method and path; `allowed` lists other methods the path has (for a 405). */
  match(method: string, pathname: string): { found: Match | null; allowed: string[] } {
    const parts = pathname.split('/').slice(1);
    const allowed: string[] = [];
    for (const { route, segments } of this.routes) {
      const params = matchSegments(segments, parts);
      if (!params) continue;
      if (route.method === method || (method === 'HEAD' && route.method === 'GET'))
        return { found: { route, params }, allowed };
      allowed.push(route.method);
    }
    return { found: null, allowed };
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    if ('rest' in s) {
      const rest = parts.slice(i).map(decode);
      if (rest.some((r) => r === null)) return null;
      params['*'] = rest.join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if ('literal' in s) {
      if (part !== s.literal) return null;
      continue;
    }
    const value = part ? decode(part) : null;
    if (!value) return null;
    params[s.param] = value;
  }
  return parts.length === segments.length ? params : null;
}
