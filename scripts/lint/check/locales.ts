import fs from 'node:fs';
import path from 'node:path';
import type { LintContext } from '../context.ts';
import { checkFigures, readFactNames } from '../facts.ts';
import { readGlossary } from '../glossary.ts';
import {
  checkLocaleParity,
  readLocales,
  type IdenticalAllowList,
  type Locales,
} from '../locales.ts';
import { checkMadeFrom, pendingTranslations } from '../madeFrom.ts';
import { checkCurrencyWords } from '../currencyWords.ts';
import { PRICE_CURRENCIES } from '../../../src/i18n/writeFigure.ts';
import { append } from '../problem.ts';
import { JsonSource } from '../source.ts';
import type { SiteConfig } from './site.ts';

/**
 * The locales (locales/<language>/<namespace>.json): each file's own problems, then every
 * language against the default one (keys, identical texts, recorded sources, figures). Returns
 * the locales read, for the pages' text keys to be looked up in.
 */
export function lintLocales(ctx: LintContext, site: SiteConfig): Locales {
  const { root, rel, problems } = ctx;
  const { languages, defaultLanguage, known: siteKnown } = site;
  const locales = readLocales(root, rel, siteKnown ? languages : null);
  append(problems, locales.problems);
  // Beside locales/, not in it: everything under locales/ is a language.
  const allowAbs = path.join(root, 'locales-allow-identical.json');
  let allow: IdenticalAllowList = {};
  if (fs.existsSync(allowAbs)) {
    const src = JsonSource.fromBytes(rel(allowAbs), fs.readFileSync(allowAbs));
    append(problems, src.syntaxErrors);
    allow = (Object(src.value) as { keys?: IdenticalAllowList } | undefined)?.keys ?? {};
  }
  if (languages.length) {
    append(
      problems,
      checkLocaleParity(
        locales,
        languages,
        defaultLanguage,
        allow,
        readGlossary(root),
        pendingTranslations(root),
      ),
    );
    append(problems, checkMadeFrom(root, locales, languages, defaultLanguage));
    append(problems, checkFigures(locales, defaultLanguage, readFactNames(root)));
    append(problems, checkCurrencyWords(root, languages, PRICE_CURRENCIES));
  }
  return locales;
}
