import { resolvePageFacts } from '../../src/engine/pageFacts.ts';
import { factFigure } from '../../src/i18n/figure.ts';

/**
 * A content file as visitors get it: each figure it names by fact ({ "fact": "clients" }) is the
 * fact's figure, so changing content/facts.json changes every file that names it, and the
 * browser needs none of these facts. A name that is no fact is left as written: the lint, which
 * runs before every build, names it.
 */
export function servedContent<T>(value: T): T {
  try {
    return resolvePageFacts(value, factFigure);
  } catch {
    return value;
  }
}
