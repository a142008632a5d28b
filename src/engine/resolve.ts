import type { Page } from '../generated/schema-types';
import type { EnsureWords } from '../i18n/i18n';
import { preloadBlocks } from './blocks';
import { createCache } from './cache';
import { pageNamespaces } from './namespaces';
import { localizePath, matchPath, splitLanguage } from './routing';

export interface ResolvedPage {
  kind: 'page';
  lang: string;
  /** The English path ("/about"), without language prefix. */
  path: string;
  file: string;
  params: Record<string, string>;
  page: Page & { blocks: NonNullable<Page['blocks']> };
  namespaces: string[];
}

export type Resolution =
  | ResolvedPage
  | { kind: 'redirect'; lang: string; to: string }
  | { kind: 'unknown'; lang: string }
  | { kind: 'error'; lang: string; reason: 'timeout' | 'missing' };

export type { EnsureWords };

/**
 * A page's code that has not arrived after 120 s is reported, not waited on forever
 * (docs/site/shell.md#page-load-errors).
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export class PageLoadError extends Error {
  constructor(readonly reason: 'timeout' | 'missing') {
    super(reason === 'timeout' ? 'page load timed out' : 'page file missing');
  }
}

export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadError('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      () => {
        clearTimeout(timer);
        reject(new PageLoadError('missing'));
      },
    );
  });
}

/** "/fr/about/" and "/fr/about" are one page. */
export const normalizePathname = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/**
 * URL → what to show: the page (with its block code and words loaded), a redirect, or unknown.
 */
export async function resolve(pathname: string, ensureWords: EnsureWords): Promise<Resolution> {
  const { lang, path } = splitLanguage(normalizePathname(pathname));
  const manifest = await withTimeout(import('./manifest'));
  const match = matchPath(path, manifest.patterns);
  if (!match) return { kind: 'unknown', lang };
  // Already in the current format: the page-sections Vite plugin upgrades older files at build.
  const page = (await withTimeout(manifest.loadPageFile(match.pattern.file))) as Page;
  const value = Object.values(match.params).join('/');
  if (page.params && !page.params.includes(value)) return { kind: 'unknown', lang };
  if (page.redirect) return { kind: 'redirect', lang, to: localizePath(page.redirect, lang) };
  const blocks = page.blocks ?? [];
  const namespaces = pageNamespaces(page);
  await Promise.all([preloadBlocks(blocks), ensureWords(lang, namespaces)]);
  return {
    kind: 'page',
    lang,
    path,
    file: match.pattern.file,
    params: match.params,
    page: { ...page, blocks },
    namespaces,
  };
}

const resolutions = createCache<Resolution>();

export function resolutionEntry(pathname: string, ensureWords: EnsureWords) {
  const key = normalizePathname(pathname);
  return resolutions.get(key, () => resolve(key, ensureWords));
}

/** The prerendered page's own resolution, embedded in its HTML, so hydration needs no fetch. */
export function seedResolution(pathname: string, resolution: Resolution) {
  resolutions.seed(normalizePathname(pathname), resolution);
}

/** Lets a failed load be tried again. */
export function forgetResolution(pathname: string) {
  resolutions.delete(normalizePathname(pathname));
}
