/**
 * `npm run catalogue`: writes the block catalogue (scripts/lib/catalogue.ts) to catalogue/
 * (or to the folder given with --out). Exits non-zero, after writing the page, when any example
 * could not be rendered, so a broken example is noticed.
 */
import path from 'node:path';
import { buildCatalogue } from '../lib/catalogue.ts';

const at = process.argv.indexOf('--out');
const outDir = at > 0 ? process.argv[at + 1] : undefined;
// --from-build: use the site's own dist/ and .prerender/ rather than building again.
const fromBuild = process.argv.includes('--from-build');
const result = await buildCatalogue({ ...(outDir ? { outDir } : {}), fromBuild });
if (result.failures.length) {
  console.error(`\n✖ ${result.failures.length} problem(s) in the catalogue:`);
  for (const f of result.failures) console.error(`  - ${f}`);
  process.exitCode = 1;
}
console.log(
  `serve it as the site is served (same headers and CSP): npm run serve -- --dir ${path.relative(process.cwd(), result.outDir) || '.'}`,
);
