import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes every module the client bundle contains to <outDir>/.vite/modules.json (beside Vite's
 * manifest), so a test can prove what does not ship: nothing of the visual editor
 * (docs/architecture.md#editors-edit-through-the-schemas). And, in .vite/chunks.json, the chunk
 * each of the site's own modules went into: Vite's manifest names a module only when it begins a
 * chunk, and a block's module that another module also imports is bundled into a shared chunk
 * under that chunk's name (StickyCta, which the testimonials' page imports too), where the
 * prerender could not find it to list it (scripts/lib/routeHtml.ts, `withModuleChunks`).
 */
export function moduleList(root: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'module-list',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const modules = new Set<string>();
      const chunkOf: Record<string, string> = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          for (const id of chunk.moduleIds) {
            const module = path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/');
            modules.add(module);
            if (module.startsWith('src/')) chunkOf[module] = chunk.fileName;
          }
      fs.mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      fs.writeFileSync(
        path.join(outDir, '.vite', 'modules.json'),
        JSON.stringify([...modules].sort(), null, 1) + '\n',
      );
      fs.writeFileSync(path.join(outDir, '.vite', 'chunks.json'), JSON.stringify(chunkOf) + '\n');
    },
  };
}
