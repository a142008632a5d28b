import { useEffect, useState } from 'react';
import { useLanguage } from '../i18n/LanguageContext';
import {
  ContentError,
  loadContent,
  peekContent,
  type ContentGuard,
  type ContentProblem,
} from './load';

export type ContentState<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: ContentProblem };

export type ContentListState<T> =
  { status: 'loading' } | { status: 'loaded'; items: T[]; failed: number };

const LOADING = { status: 'loading' } as const;

/**
 * One content file for a block, in the page's language. It starts as "loading" both in the
 * prerendered HTML and on hydration (the spec's loading state, and no mismatch), then settles.
 * A result is kept with the request it answers, so a new path or language reads as loading
 * until its own answer arrives.
 */
export function useContent<T>(path: string | null, guard: ContentGuard<T>): ContentState<T> {
  const lang = useLanguage();
  const request = `${lang}\n${path}`;
  const [result, setResult] = useState<{ request: string; state: ContentState<T> } | null>(null);
  const seeded = path ? peekContent(path, lang, guard) : undefined;
  useEffect(() => {
    if (!path || seeded !== undefined) return;
    let live = true;
    loadContent(path, lang, guard).then(
      (data) => live && setResult({ request, state: { status: 'loaded', data } }),
      (error: unknown) =>
        live &&
        setResult({
          request,
          state: { status: error instanceof ContentError ? error.problem : 'failed' },
        }),
    );
    return () => {
      live = false;
    };
  }, [path, lang, guard, request, seeded]);
  if (seeded !== undefined) return { status: 'loaded', data: seeded };
  return result?.request === request ? result.state : LOADING;
}

/**
 * Several files at once, each settling on its own: the blog list shows the articles that
 * loaded and skips the ones that did not (docs/site/blog.md#list-states).
 */
export function useContentList<T>(
  paths: readonly string[],
  guard: ContentGuard<T>,
): ContentListState<T> {
  const lang = useLanguage();
  const request = `${lang}\n${paths.join('\n')}`;
  const [result, setResult] = useState<{ request: string; state: ContentListState<T> } | null>(
    null,
  );
  // All embedded by the prerender: loaded from the first paint, in the HTML and on hydration.
  const seeded = paths.map((p) => peekContent(p, lang, guard));
  const allSeeded = seeded.every((v) => v !== undefined);
  useEffect(() => {
    if (allSeeded) return;
    let live = true;
    const list = request.split('\n').slice(1).filter(Boolean);
    Promise.allSettled(list.map((p) => loadContent(p, lang, guard))).then((results) => {
      if (!live) return;
      const items: T[] = [];
      let failed = 0;
      results.forEach((r, i) => {
        if (r.status === 'fulfilled') items.push(r.value);
        else {
          failed += 1;
          console.warn(`content ${list[i]} skipped:`, (r.reason as Error).message);
        }
      });
      setResult({ request, state: { status: 'loaded', items, failed } });
    });
    return () => {
      live = false;
    };
  }, [request, lang, guard, allSeeded]);
  if (allSeeded && paths.length) return { status: 'loaded', items: seeded as T[], failed: 0 };
  return result?.request === request ? result.state : LOADING;
}

/**
 * Two files one view needs (a page's words and the collection it lists): loaded when both are,
 * failed when either failed, else loading.
 */
export function bothLoaded<A, B>(a: ContentState<A>, b: ContentState<B>): ContentState<[A, B]> {
  if (a.status === 'loaded' && b.status === 'loaded')
    return { status: 'loaded', data: [a.data, b.data] };
  for (const s of [a.status, b.status])
    if (s === 'failed' || s === 'notFound') return { status: s };
  return LOADING;
}
