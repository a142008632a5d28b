import { defineConfig } from 'vite';

/**
 * The team service as built JavaScript (`npm run build:cms` → build/cms/main.js, run by `npm run
 * cms` with plain Node): one bundle of cms/ and the modules of scripts/ and src/ it uses, every
 * package of node_modules left as an import (each one a `dependencies` entry:
 * tests/cms/built.test.ts checks). The bundle sits two folders below the repository, as
 * scripts/lib/paths.ts did, so that the repository's root is found the same way.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'cms/server/main.ts',
    outDir: 'build/cms',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
