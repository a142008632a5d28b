import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { siteFiles } from './scripts/vite/site-files';

const root = import.meta.dirname;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [siteFiles(root)])],
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
    // The 3D runtime is a deliberate, lazily loaded exception.
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      output: {
        // The libraries every page runs (and the small modules nearly every page needs), as one
        // chunk: left to itself the bundler spreads them over eight small shared chunks, and each
        // compresses worse alone (+3 KB gzip in all).
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store|clsx|cookie|set-cookie-parser)[\\/]|src[\\/](i18n[\\/]languages|engine[\\/]routing|app[\\/]LanguageContext|ui[\\/](ActionLink|ActionRow|SectionHeading))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  ssr: { noExternal: isSsrBuild ? ['react-router', 'react-router-dom'] : [] },
}));
