import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { heroScene, NO_SCENE_MODULE, SCENE_MODULE } from '../../scripts/vite/heroScene.ts';
import { root } from '../../scripts/lib/paths.ts';

const SPLINE = '@splinetool/react-spline';

/** The hero's scene seam bundled alone, as the site's build bundles it, for a given site.json. */
async function bundleSeam(site: { scene?: string }) {
  const out = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [heroScene(root, () => site)],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: path.join(root, 'src/blocks/Hero/scene/index.tsx'),
        // Packages stay imports, so the output shows whether the seam reaches for Spline.
        external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = out.output.filter((o) => o.type === 'chunk');
  return {
    modules: chunks.flatMap((c) => c.moduleIds).map((id) => path.relative(root, id)),
    imports: chunks.flatMap((c) => [...c.imports, ...c.dynamicImports]),
  };
}

describe('the hero scene seam', () => {
  it('with a scene in site.json, the seam keeps the real loader: Spline in a lazy chunk of its own', async () => {
    const seam = await bundleSeam({ scene: 'https://prod.spline.design/demo/scene.splinecode' });
    expect(seam.modules).toContain(SCENE_MODULE);
    expect(seam.modules).toContain('src/blocks/Hero/scene/loaded.tsx');
    expect(seam.modules).not.toContain(NO_SCENE_MODULE);
    expect(seam.imports).toContain(SPLINE);
  });

  it('without a scene, nothing of Spline is in the graph, not even a lazy chunk', async () => {
    for (const site of [{}, { scene: '' }]) {
      const seam = await bundleSeam(site);
      expect(seam.modules).not.toContain(SCENE_MODULE);
      expect(seam.modules).not.toContain('src/blocks/Hero/scene/loaded.tsx');
      expect(seam.imports).not.toContain(SPLINE);
    }
  });
});
