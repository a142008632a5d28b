import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { heroScene } from './scripts/vite/heroScene.ts';
import { editorContentSeams } from './scripts/vite/editorContent.ts';
import { EDITOR_BASE, EDITOR_OUT } from './scripts/lib/editorFiles.ts';
import { languages, ownName } from './src/i18n/languages.ts';

const root = import.meta.dirname;

/**
 * The visual editor as a built app (`npm run build:editor`): editor/index.html with the site's
 * blocks, styles and fonts, into build/editor/. Unlike the site's build (vite.config.ts), nothing
 * about the content is baked in: facts, site.json's words and pictures come from the content API
 * at run time (scripts/vite/editorContent.ts), so one build serves every draft.
 */
export default defineConfig({
  root,
  base: EDITOR_BASE,
  // public/ is content (pictures, uploads): the content API serves it from the store's root.
  publicDir: false,
  define: {
    __LANGUAGE_NAMES__: JSON.stringify(Object.fromEntries(languages.map((l) => [l, ownName(l)]))),
  },
  plugins: [
    // The canvas draws the hero's still picture: the 3D runtime (3 MB, fetching from Spline's
    // hosts) would need a CSP the editor does not grant, whatever scene a draft names.
    heroScene(root, () => ({})),
    editorContentSeams(root),
    react(),
    tailwindcss(),
  ],
  build: {
    target: 'es2022',
    outDir: path.join(root, EDITOR_OUT),
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: { input: path.join(root, 'editor', 'index.html') },
  },
  clearScreen: false,
});
