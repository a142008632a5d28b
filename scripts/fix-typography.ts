/**
 * `npm run fix:typography`: applies each language's typography rules (scripts/lint/typography.ts)
 * to every translation in locales/, so what the lint reports is fixed in one step. Only the texts
 * change; keys, order and formatting stay as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fixTypography, RULES } from './lint/typography.ts';
import { root } from './lib/paths.ts';

const target = process.env.I18N_ROOT ?? root;
let changed = 0;
for (const lang of Object.keys(RULES)) {
  const dir = path.join(target, 'locales', lang);
  if (!fs.existsSync(dir)) continue;
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const file = path.join(dir, name);
    const before = fs.readFileSync(file, 'utf8');
    // Each JSON string value in place: the file's layout is untouched.
    const after = before.replace(
      /"((?:[^"\\]|\\.)*)"(\s*[,}\n])/g,
      (whole, raw: string, end: string) => {
        const text = JSON.parse(`"${raw}"`) as string;
        const fixed = fixTypography(lang, text);
        if (fixed === text) return whole;
        changed++;
        return `${JSON.stringify(fixed)}${end}`;
      },
    );
    if (after !== before) fs.writeFileSync(file, after);
  }
}
console.log(`fixed typography in ${changed} text${changed === 1 ? '' : 's'}`);
