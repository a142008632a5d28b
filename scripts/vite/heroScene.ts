import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The seam's module that imports the Spline runtime (lazily), and its stand-in without a scene. */
export const SCENE_MODULE = 'src/blocks/Hero/scene/configured.ts';
export const NO_SCENE_MODULE = 'src/blocks/Hero/scene/none.ts';

export interface SceneConfig {
  scene?: unknown;
}

export const hasScene = (site: SceneConfig) => typeof site.scene === 'string' && site.scene !== '';

const readSite = (root: string) => () =>
  JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as SceneConfig;

/**
 * The hero's 3D scene ships only when site.json names one. The Spline runtime is 3 MB of
 * JavaScript that reaches out to Spline's own hosts; a lazy chunk is never fetched without a
 * scene, but it would still be built, hosted and reviewed. So without a scene, the seam's loader
 * module resolves to one that has none, and the runtime never enters the module graph: not in
 * dist/assets, not in the prerender's bundle. `site` is read on each resolution (tests pass
 * their own); the dev server restarts when a scene is added or removed.
 */
export function heroScene(root: string, site: () => SceneConfig = readSite(root)): Plugin {
  const withScene = path.join(root, SCENE_MODULE);
  const withoutScene = path.join(root, NO_SCENE_MODULE);
  return {
    name: 'hero-scene',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/(^|\/)configured(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || path.normalize(resolved.id) !== withScene) return resolved;
      return hasScene(site()) ? resolved : withoutScene;
    },
    configureServer(server) {
      const siteFile = path.join(root, 'site.json');
      let had = hasScene(site());
      server.watcher.on('change', (file) => {
        if (path.resolve(file) !== siteFile) return;
        let now: boolean;
        try {
          now = hasScene(site());
        } catch {
          return; // half-written JSON: the next change event brings the whole file
        }
        if (now !== had) {
          had = now;
          void server.restart();
        }
      });
    },
  };
}
