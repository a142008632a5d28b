import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes every module the client bundle contains to <outDir>/.vite/modules.json (beside Vite's
 * manifest), so a test can prove what does not ship: nothing of the visual editor
 * (docs/architecture.md#editors-edit-through-the-schemas).
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
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          for (const id of chunk.moduleIds)
            modules.add(path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/'));
      fs.mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      fs.writeFileSync(
        path.join(outDir, '.vite', 'modules.json'),
        JSON.stringify([...modules].sort(), null, 1) + '\n',
      );
    },
  };
}
