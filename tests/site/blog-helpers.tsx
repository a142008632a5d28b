import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from '../../src/i18n/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { LanguageContext } from '../../src/i18n/LanguageContext';
import { createServerI18n } from '../../src/i18n/i18n';
import type { Article } from '../../src/content/article';
import { collectionContent, compileArticle } from '../../scripts/lib/articles';
import { root } from '../../scripts/lib/paths';
import { localeWords } from './words';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const words = (lang: string) => localeWords(lang, 'blog') as Record<string, unknown>;

/** An article as the build ships it (compiled from content/blog/<id>/<lang>.md). */
export function article(id: string, lang = 'en'): Article {
  const a = compileArticle(root, 'blog', id, lang);
  if (!a) throw new Error(`no article content/blog/${id}/${lang}.md`);
  return a;
}

/** The blog's blocks as the app renders them: words, a language and a router at `path`. */
export function BlogProviders({
  children,
  lang = 'en',
  path = '/blog',
}: {
  children: ReactNode;
  lang?: string;
  path?: string;
}) {
  const i18n = createServerI18n(lang, { common: {}, blog: words(lang) });
  return (
    <MemoryRouter initialEntries={[path]}>
      <LanguageContext.Provider value={lang}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </LanguageContext.Provider>
    </MemoryRouter>
  );
}

export type Answer = 'ok' | 'notFound' | 'fail' | 'malformed';

/**
 * fetch() answering /content/blog/<id>.json (and the list, "index") as the build would, from the
 * Markdown on disk, except the ids given another answer; it records every URL asked for.
 */
export function stubFetch(answers: Record<string, Answer> = {}) {
  const asked: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const m = /\/content\/blog\/([a-z0-9-]+)(?:\.([a-z]{2}))?\.json$/.exec(url);
    const id = m?.[1] ?? '';
    const answer = answers[id] ?? 'ok';
    if (answer === 'fail') throw new TypeError('Failed to fetch');
    if (answer === 'malformed') return new Response(JSON.stringify({ id, title: 3 }));
    const body = m ? collectionContent(root, `blog/${id}`, m[2] ?? 'en') : undefined;
    if (answer === 'notFound' || body === undefined)
      return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return asked;
}

/** Mounts a node for interaction; returns its container and an unmount. */
export async function mount(node: ReactNode): Promise<{ el: HTMLElement; root: Root }> {
  const el = document.createElement('div');
  document.body.append(el);
  const root = createRoot(el);
  await act(async () => root.render(node));
  return { el, root };
}

/** Lets pending fetches and effects settle. */
export async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

/** Sets a field's value the way typing does, so React's onChange runs. */
export async function setValue(field: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = field instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

export async function click(target: Element | null | undefined) {
  if (!target) throw new Error('nothing to click');
  await act(async () => (target as HTMLElement).click());
}
