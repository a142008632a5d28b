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
  },
  ssr: { noExternal: isSsrBuild ? ['react-router', 'react-router-dom'] : [] },
}));
