import path from 'node:path';
import type { Plugin } from 'vite';
import { copyFor, writeCopies } from '../lib/responsiveImages.ts';

/**
 * The smaller copies of uploaded pictures (scripts/lib/responsiveImages.ts): written into the
 * built site after the client build, and answered by the dev server (and so the visual editor's
 * canvas) as they are asked for, so a page shows the same `<picture>` everywhere.
 */
export function responsiveImages(root: string): Plugin {
  let outDir = path.join(root, 'dist');
  return {
    name: 'responsive-images',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        if (!url.startsWith('/images/uploads/')) return next();
        copyFor(root, url).then(
          (copy) => {
            if (!copy) return next();
            res.setHeader('Content-Type', `image/${copy.format}`);
            res.end(copy.bytes);
          },
          () => next(),
        );
      });
    },
    async writeBundle() {
      const started = Date.now();
      const done = await writeCopies({ root, outDir });
      if (done.problems.length)
        this.error(
          `${done.problems.length} uploaded picture${done.problems.length === 1 ? '' : 's'} cannot be published:\n${done.problems.join('\n')}`,
        );
      if (done.written)
        console.log(
          `responsive pictures: ${done.written} copies (${done.encoded} encoded, the rest cached) in ${Date.now() - started} ms`,
        );
    },
  };
}
