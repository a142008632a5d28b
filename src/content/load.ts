import { defaultLanguage } from '../i18n/languages';
import { contentUrl } from './paths';

/**
 * Why content could not be shown: a non-OK answer and a failed request read differently
 * (docs/site/blog.md#article-states).
 */
export type ContentProblem = 'notFound' | 'failed';

export class ContentError extends Error {
  constructor(readonly problem: ContentProblem) {
    super(problem === 'notFound' ? 'content not found' : 'content request failed');
  }
}

/** A check of fetched JSON's shape, so a malformed file shows the failure view, not a crash. */
export type ContentGuard<T> = (value: unknown) => value is T;

const loaded = new Map<string, unknown>();

async function fetchJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch {
    throw new ContentError('failed');
  }
  if (!response.ok) throw new ContentError('notFound');
  // Hosts with a single-page-app fallback answer a missing file with index.html and status 200:
  // an answer that is not JSON means the file is not there.
  const type = response.headers.get('content-type') ?? '';
  if (/^\s*text\/html/i.test(type)) throw new ContentError('notFound');
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ContentError('failed');
  }
  // The same fallback page, served without a content type.
  if (/^\s*</.test(text)) throw new ContentError('notFound');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ContentError('failed');
  }
}

/**
 * GET a content file in the visitor's language, falling back to the English original
 * when a translation is missing. Successes are kept for the visit, so going back to a list or
 * switching filters never refetches; failures are not, so a retry really retries.
 */
export async function loadContent<T>(path: string, lang: string, guard: ContentGuard<T>) {
  const url = contentUrl(path, lang, defaultLanguage);
  if (loaded.has(url)) return loaded.get(url) as T;
  let value: unknown;
  try {
    value = await fetchJson(url);
  } catch (error) {
    const fallBack =
      lang !== defaultLanguage && error instanceof ContentError && error.problem === 'notFound';
    if (!fallBack) throw error;
    value = await fetchJson(contentUrl(path, defaultLanguage, defaultLanguage));
  }
  if (!guard(value)) throw new ContentError('failed');
  loaded.set(url, value);
  return value;
}

/**
 * Content the prerender already read from disk and embedded in the page: a block that shows it
 * renders it at once, in the HTML and on hydration, with no request.
 */
export function seedContent(entries: Record<string, unknown>) {
  for (const [url, value] of Object.entries(entries)) loaded.set(url, value);
}

export function peekContent<T>(path: string, lang: string, guard: ContentGuard<T>): T | undefined {
  const value = loaded.get(contentUrl(path, lang, defaultLanguage));
  return guard(value) ? value : undefined;
}

/** A content file as loaded or embedded, unchecked (the caller checks its shape). */
export function peekRaw(path: string, lang: string): unknown {
  return loaded.get(contentUrl(path, lang, defaultLanguage));
}

/** Forget what was loaded (tests). */
export function clearContentCache() {
  loaded.clear();
}
