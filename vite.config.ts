import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { siteFiles } from './scripts/vite/siteFiles';
import { pageSections } from './scripts/vite/pageSections';
import { moduleList } from './scripts/vite/moduleList';
import { noPreloadHelper } from './scripts/vite/noPreloadHelper';
import { jsonNotes } from './scripts/vite/jsonNotes';
import { firstPaint } from './scripts/vite/firstPaint';
import { heroScene } from './scripts/vite/heroScene';
import { factFigures } from './scripts/vite/facts';
import { responsiveImages } from './scripts/vite/responsiveImages';
import { shortClasses } from './scripts/vite/shortClasses';
import { languages, ownName } from './src/i18n/languages';

const root = import.meta.dirname;

export default defineConfig(({ command, isSsrBuild }) => ({
  define: {
    // The switcher's language names, computed here rather than by Intl in every visitor's browser.
    __LANGUAGE_NAMES__: JSON.stringify(Object.fromEntries(languages.map((l) => [l, ownName(l)]))),
  },
  plugins: [
    heroScene(root),
    pageSections(root),
    factFigures(root),
    firstPaint(root),
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          siteFiles(root),
          moduleList(root),
          noPreloadHelper(),
          jsonNotes(root),
          responsiveImages(root),
          shortClasses(/[\\/]src[\\/]styles\.css$/),
        ]),
  ],
  resolve: {
    alias: [
      // React 19's own hook instead of the shim react-i18next imports (src/i18n/syncExternalStore.ts).
      {
        find: 'use-sync-external-store/shim',
        replacement: `${root}/src/i18n/syncExternalStore.ts`,
      },
      // react-router's package gives bundlers its development build whatever the mode (its exports
      // name no "production" condition), and that build sets ENABLE_DEV_WARNINGS = true, so every
      // warning's text stayed in every page's code. A build takes the package's production files,
      // the same code with the warnings off for the minifier to drop: 0.5 KB gzip less on every
      // page. The dev server keeps the warnings.
      ...(command === 'build'
        ? ['', '/dom'].map((sub) => ({
            find: new RegExp(`^react-router${sub.replace('/', '\\/')}$`),
            replacement: `${root}/node_modules/react-router/dist/production/${sub ? 'dom-export' : 'index'}.mjs`,
          }))
        : []),
    ],
  },
  build: {
    target: 'es2022',
    // SITE_OUT builds into another folder (parallel work); the default is dist/.
    outDir: process.env.SITE_OUT
      ? `${process.env.SITE_OUT}${isSsrBuild ? '-ssr' : ''}`
      : isSsrBuild
        ? '.prerender'
        : 'dist',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // No preload helper: a page's first load lists all its modules itself (public/start.js
    // fetches them together), so the helper and its dependency table (0.8 KB gzip in every
    // page's entry) would only speed up a later client-side navigation by one round trip.
    modulePreload: false,
    // The 3D runtime (built only when site.json names a scene) is a deliberate, lazy exception.
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      output: isSsrBuild
        ? {
            // The prerender's bundle is one file: each dynamic import() would go through the
            // TypeScript loader's hooks thread again on every page (measured: 91% of a
            // single-threaded prerender was spent waiting on it, and threads shared that wait).
            codeSplitting: false,
          }
        : {
            // The libraries every page runs (and the small modules nearly every page needs), as one
            // chunk: left to itself the bundler spreads them over eight small shared chunks, and each
            // compresses worse alone (+3 KB gzip in all). Dates and the form submitter are shared by
            // several blocks: as chunks of their own they cost more in wrapping than they weigh. So
            // do the figures (most pages show some) and the frame every hero drawing shares:
            // measured, 0.36 KB less on /careers, the heaviest page, for 0.45 KB more on /login.
            codeSplitting: {
              groups: [
                {
                  name: 'core',
                  test: /node_modules[\\/](react|react-dom|scheduler|i18next|clsx|cookie|set-cookie-parser)[\\/]|src[\\/](router[\\/]\w+|i18n[\\/](languages|react|figure|useFigure|formatted)|engine[\\/](routing|buttonLook)|content[\\/]dates|forms[\\/]submitter|app[\\/]LanguageContext|ui[\\/](ActionLink|ActionRow|SectionHeading)|blocks[\\/]Hero[\\/]visuals[\\/]Frame)\.tsx?$/,
                },
              ],
            },
          },
    },
  },
}));
