/**
 * `npm run fix:typography`: applies each language's typography rules (scripts/lint/typography.ts)
 * to every translation in locales/ and content/, so what the lint reports is fixed in one step. Only the texts
 * change; keys, order and formatting stay as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { notWords, RULES, typeset } from '../lint/typography.ts';
import { root } from '../lib/paths.ts';
import { filesUnder } from '../lib/files.ts';
import { splitContentFile } from '../../src/content/paths.ts';

const target = process.env.I18N_ROOT ?? root;
let changed = 0;

/** Each JSON string value in place, with the file's layout untouched. */
function fixFile(file: string, lang: string) {
  const before = fs.readFileSync(file, 'utf8');
  const after = before.replace(
    /"((?:[^"\\]|\\.)*)"(\s*[,}\]\n])/g,
    (whole, raw: string, end: string) => {
      const text = JSON.parse(`"${raw}"`) as string;
      if (notWords(text)) return whole;
      const fixed = typeset(lang, text);
      if (fixed === text) return whole;
      changed++;
      return `${JSON.stringify(fixed)}${end}`;
    },
  );
  if (after !== before) fs.writeFileSync(file, after);
}

for (const lang of Object.keys(RULES)) {
  const dir = path.join(target, 'locales', lang);
  if (!fs.existsSync(dir)) continue;
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.json')))
    fixFile(path.join(dir, name), lang);
}
// Translated content: articles and testimonials named <name>.<lang>.json.
for (const file of filesUnder(path.join(target, 'content'), '.json')) {
  const lang = splitContentFile(path.basename(file)).lang;
  if (lang && RULES[lang]) fixFile(file, lang);
}
console.log(`fixed typography in ${changed} text${changed === 1 ? '' : 's'}`);
