/**
 * `npm run migrate [files…]`: upgrades page files written in an older page format to the current
 * one, in place (all of pages/ when no file is named), and moves blog articles still kept as JSON
 * (content/blog/articles/) into the Markdown collection (content/blog/<id>/<language>.md). The browser upgrades old pages as it loads
 * them; this writes the upgrade into the file, so the lint passes and the diff shows what changed.
 * Files already current, or that do not parse (the lint says why), are left untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { CURRENT_VERSION, migrate } from '../../src/engine/migrate.ts';
import { defaultLanguage } from '../../src/i18n/languages.ts';
import { moveArticles } from './articles-to-markdown.ts';
import { filesUnder } from '../lib/files.ts';
import { root } from '../lib/paths.ts';

const pagesRoot = process.env.LINT_ROOT ? path.resolve(root, process.env.LINT_ROOT) : root;
const named = process.argv.slice(2).map((f) => path.resolve(f));

// Articles first: the move also points the blog's pages at the collection.
if (!named.length) {
  const moved = moveArticles(pagesRoot, defaultLanguage);
  for (const file of moved) console.log(`${file}: written from the JSON article`);
  if (moved.length)
    console.log(
      `${moved.length} articles moved to Markdown; write each image's "imageAlt" (what it shows), then run npm run lint:pages`,
    );
}
const files = named.length ? named : filesUnder(path.join(pagesRoot, 'pages'), '.json');

let upgraded = 0;
for (const file of files) {
  const relName = path.relative(process.cwd(), file);
  let page: unknown;
  try {
    page = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    console.error(`${relName}: not valid JSON, left as it is (npm run lint:pages says where)`);
    process.exitCode = 1;
    continue;
  }
  if (!page || typeof page !== 'object' || Array.isArray(page)) continue;
  const version = (page as { schemaVersion?: unknown }).schemaVersion ?? 0;
  if (typeof version !== 'number' || version >= CURRENT_VERSION) continue;
  const next = migrate(page as Record<string, unknown>) as unknown as Record<string, unknown>;
  // "$schema" first, then "schemaVersion", then the page's own order: the diff is the upgrade.
  const { $schema, schemaVersion, ...rest } = next;
  const ordered = { ...($schema === undefined ? {} : { $schema }), schemaVersion, ...rest };
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(
    file,
    // Indented first: Prettier keeps an object expanded when its source was, as in every page file.
    await prettier.format(JSON.stringify(ordered, null, 2), { ...options, filepath: file }),
  );
  console.log(`${relName}: upgraded from version ${version} to ${CURRENT_VERSION}`);
  upgraded += 1;
}
console.log(
  upgraded
    ? `${upgraded} page file${upgraded === 1 ? '' : 's'} upgraded`
    : `every page file is already in the current format (version ${CURRENT_VERSION})`,
);
