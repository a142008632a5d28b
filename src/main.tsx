import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { App } from './app/App';
import { isBoot, MODULES_ID, type Boot } from './app/boot';
import { seedContent } from './content/load';
import { seedFormatted } from './i18n/formatted';
import type { Words } from './i18n/WordsContext';
import { preloadBlocks } from './engine/blocks';
import { seedResolution } from './engine/resolve';
import { splitLanguage } from './engine/routing';
import { createClientI18n, loadNamespaces } from './i18n/i18n';

/**
 * The page's boot data, from the file its HTML names (scripts/lib/routeHtml.ts; public/start.js
 * has already asked for it), tried twice. Anything that is not boot data (an error page, a host
 * answering a missing file with its index.html and 200) counts as missing.
 */
async function fetchBoot(src: string): Promise<Boot | undefined> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const body: unknown = await (await fetch(src)).json();
      // JSON, but not boot data: asking again would bring the same body.
      return isBoot(body) ? body : undefined;
    } catch {
      // A network error or a body that is not JSON: wait a moment, then once more.
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

async function start() {
  const src = document.getElementById(MODULES_ID)?.dataset.boot;
  const found = src ? await fetchBoot(src) : null;
  if (src && !found) {
    // Without the words and page the HTML was made from, the app could only replace them (with
    // raw keys, if the locale files fail too). The prerendered page stays: readable, its links
    // working as plain links.
    performance.mark('app-start:no-boot');
    return;
  }
  // A host may answer an address with another page's HTML (a fallback to index.html): its boot
  // data then describes another URL, and hydrating it would mismatch. Render this URL instead.
  const here = location.pathname.replace(/(.)\/+$/, '$1');
  const boot = found && found.pathname === here ? found : null;
  const resolution = boot?.resolution;
  const lang = resolution?.lang ?? splitLanguage(location.pathname).lang;
  const namespaces = resolution?.kind === 'page' ? resolution.namespaces : ['common'];
  // Words and block code load in parallel; hydration waits for both so it matches the HTML.
  const [root] = await Promise.all([
    createClientI18n(lang, namespaces, boot?.words),
    resolution?.kind === 'page' ? preloadBlocks(resolution.page.blocks) : undefined,
  ]);
  const instances = new Map<string, I18n>([[lang, root]]);
  const words: Words = {
    forLanguage(l) {
      let instance = instances.get(l);
      if (!instance) {
        instance = root.cloneInstance({ lng: l, initAsync: false });
        instances.set(l, instance);
      }
      return instance;
    },
    ensure: (l, ns) => loadNamespaces(root, l, ns),
  };
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App words={words} />
      </BrowserRouter>
    </StrictMode>
  );
  // Dev server: no public/start.js (it is the built pages' script), so nothing applies the web
  // fonts after the first paint; here they are wanted at once (src/styles.css).
  if (import.meta.env.DEV) document.documentElement.classList.add('fonts');
  // Dev server: an edited locale file reloads the words in place.
  import.meta.hot?.on('locales:changed', () => {
    void root.reloadResources().then(() => root.changeLanguage(root.language));
  });
  const container = document.getElementById('root') as HTMLElement;
  if (boot) {
    seedResolution(boot.pathname, boot.resolution);
    if (boot.content) seedContent(boot.content);
    if (boot.formatted) seedFormatted(boot.formatted);
    // As a transition, hydration yields to the browser every few milliseconds. Otherwise React
    // hydrates the frame at default priority, which never yields: one task of 20-24 ms on the
    // home page (measured), four times that on Lighthouse's phone, most of its blocking time.
    // Input still wins: a click on a part not yet hydrated hydrates that part first.
    startTransition(() => {
      hydrateRoot(container, app, {
        // Block boundaries already report what they catch; keep the console for real errors.
        onCaughtError: () => undefined,
      });
    });
  } else {
    // The not-found page has no prerendered content: render, then the router sends it home.
    createRoot(container).render(app);
  }
}

void start();
