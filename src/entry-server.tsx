import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from './router';
import { App } from './app/App';
import type { Words } from './app/WordsContext';
import { resolve, seedResolution, type Resolution } from './engine/resolve';
import { createServerI18n } from './i18n/i18n';
import { seedContent } from './content/load';

export { resolve };
export { pageNamespaces } from './engine/namespaces';
export { contentNeeds, itemMeta } from './content/needs';

/**
 * Renders one URL to HTML for the prerender. Any render error fails the build: error boundaries
 * do not run on the server, so a broken block must never ship silently.
 */
export async function render(
  pathname: string,
  resolution: Resolution,
  resources: Record<string, Record<string, unknown>>,
  content: Record<string, unknown> = {},
): Promise<string> {
  seedResolution(pathname, resolution);
  seedContent(content);
  const i18n = createServerI18n(resolution.lang, resources);
  const words: Words = { forLanguage: () => i18n, ensure: async () => undefined };
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App words={words} />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // React outlines large Suspense boundaries behind inline <script>s to speed up streaming;
      // a static page gains nothing from that, and a strict CSP forbids inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length) throw errors[0];
  return await new Response(prelude).text();
}
