import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { LanguageContext } from './i18n/LanguageContext';
import { WordsContext, type Words } from './i18n/WordsContext';
import { PageRenderer } from './engine/PageRenderer';
import { registry } from './engine/registry';
import { resolve, seedResolution, type Resolution } from './engine/resolve';
import type { Block } from './generated/schema-types';
import { createServerI18n } from './i18n/i18n';
import { I18nextProvider } from './i18n/react';
import { seedContent } from './content/load';
import { recordFormatted } from './i18n/formatted';

export { resolve };
export { pageNamespaces } from './engine/namespaces';
export { contentNeeds, itemMeta } from './engine/needs';

/** Every block type the registry knows (the block catalogue lists them beside the schemas). */
export const blockTypes: readonly string[] = Object.keys(registry);

/**
 * Renders to static HTML, waiting for every lazy block and Suspense boundary. Any render error
 * fails the caller: error boundaries do not run on the server, so a broken block must never ship
 * silently.
 */
async function toHtml(node: ReactNode, identifierPrefix?: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<StrictMode>{node}</StrictMode>, {
    onError: (error) => void errors.push(error),
    // React outlines large Suspense boundaries behind inline <script>s to speed up streaming;
    // a static page gains nothing from that, and a strict CSP forbids inline scripts.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    ...(identifierPrefix ? { identifierPrefix } : {}),
  });
  if (errors.length) throw errors[0];
  return await new Response(prelude).text();
}

/**
 * Renders one URL to HTML for the prerender, with the numbers and dates it formatted (by their
 * inputs), which the page's boot data hands to hydration (src/i18n/formatted.ts).
 */
export async function render(
  pathname: string,
  resolution: Resolution,
  resources: Record<string, Record<string, unknown>>,
  content: Record<string, unknown> = {},
): Promise<{ app: string; formatted: Record<string, string> }> {
  seedResolution(pathname, resolution);
  seedContent(content);
  const i18n = createServerI18n(resolution.lang, resources);
  const words: Words = { forLanguage: () => i18n, ensure: async () => undefined };
  const stop = recordFormatted();
  try {
    const app = await toHtml(
      <StaticRouter location={pathname}>
        <App words={words} />
      </StaticRouter>,
    );
    return { app, formatted: stop() };
  } finally {
    stop();
  }
}

/**
 * Renders a list of blocks alone (no header, footer or page), in one language, through the
 * providers a page gives them (src/app/PageHost.tsx): the block catalogue shows each schema
 * example this way. `pathname` is the address the blocks believe they are at (an article page
 * reads its id from it); `identifierPrefix` keeps ids from React's useId apart when several
 * renders share one HTML page.
 */
export async function renderBlocks({
  blocks,
  lang,
  pathname,
  resources,
  content = {},
  identifierPrefix,
}: {
  blocks: readonly Block[];
  lang: string;
  pathname: string;
  resources: Record<string, Record<string, unknown>>;
  content?: Record<string, unknown>;
  identifierPrefix?: string;
}): Promise<string> {
  seedContent(content);
  const i18n = createServerI18n(lang, resources);
  const words: Words = { forLanguage: () => i18n, ensure: async () => undefined };
  return toHtml(
    <StaticRouter location={pathname}>
      <WordsContext.Provider value={words}>
        <LanguageContext.Provider value={lang}>
          <I18nextProvider i18n={i18n}>
            <PageRenderer blocks={blocks} />
          </I18nextProvider>
        </LanguageContext.Provider>
      </WordsContext.Provider>
    </StaticRouter>,
    identifierPrefix,
  );
}
