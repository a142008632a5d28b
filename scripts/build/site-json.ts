/**
 * Writes the site's JSON files (locales/ and content/, as the bundler emits them) into dist/: with
 * the prerender and the host files after it (`npm run build:words`), the team service's preview
 * of a change of words only, over the build it had, with no bundling (cms/drafts-web/builds.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fromRoot } from '../lib/paths.ts';
import { siteJsonOutputs } from '../vite/site-files.ts';

const dist = fromRoot(process.env.SITE_OUT ?? 'dist');
for (const [name, source] of siteJsonOutputs(fromRoot())) {
  const file = path.join(dist, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
}
