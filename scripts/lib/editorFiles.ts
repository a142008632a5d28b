/**
 * Where the built editor lives (`npm run build:editor`, vite.editor.config.ts) and the address its
 * hashed files are served under. Shared by the build, `npm run edit` and the team service.
 */
export const EDITOR_OUT = 'build/editor';
/** Every asset of the built editor is under this path (hashed names: cached for a year). */
export const EDITOR_BASE = '/__editor/';
/** The build's assets folder, under EDITOR_OUT and EDITOR_BASE (Vite's default assetsDir). */
export const EDITOR_ASSETS = 'assets';
