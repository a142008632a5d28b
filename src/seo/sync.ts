import { peekRaw } from '../content/load';
import type { ResolvedPage } from '../engine/resolve';
import type { HeadTag } from './head';
import { pageHead } from './pageHead';
import { HEAD_REFRESH } from './refresh';

/**
 * Replaces the head elements of the previous page (those marked data-head, as the prerender
 * writes them) with the new page's, computed by the same pageHead() the prerender uses. Loaded
 * only after a client-side navigation: a first visit has them in its HTML.
 */
export function syncHead(resolution: ResolvedPage, t: (key: string) => string) {
  current = { resolution, t };
  applyHead(pageHead({ resolution, t, read: (path) => peekRaw(path, resolution.lang) }));
}

/*
 * An article or story that arrives after a navigation (src/seo/refresh.ts): the head then
 * describes it, not the page. Listening starts with the first navigation, when this module
 * loads; on a first visit the prerendered head already describes the item.
 */
let current: { resolution: ResolvedPage; t: (key: string) => string } | null = null;
window.addEventListener(HEAD_REFRESH, () => {
  if (current) syncHead(current.resolution, current.t);
});

export function applyHead(tags: readonly HeadTag[]) {
  for (const el of document.head.querySelectorAll('[data-head]')) el.remove();
  const fragment = document.createDocumentFragment();
  for (const tag of tags) {
    if (tag.tag === 'title') {
      document.title = tag.text;
      continue;
    }
    const el = document.createElement(tag.tag);
    if (tag.tag === 'script') {
      el.setAttribute('type', 'application/ld+json');
      el.textContent = JSON.stringify(tag.json);
    } else for (const [k, v] of Object.entries(tag.attrs)) el.setAttribute(k, v);
    el.setAttribute('data-head', '');
    fragment.append(el);
  }
  document.head.append(fragment);
}
