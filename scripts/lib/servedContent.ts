import { resolvePageFacts } from '../../src/engine/pageFacts.ts';
import { factsOf } from './factsFile.ts';

/**
 * A content file as visitors get it: each figure it names by fact ({ "fact": "clients" }) is the
 * fact's figure from `root`'s content/facts.json, so changing that file changes every file that
 * names it, and the browser needs none of these facts. A name that is no fact is left as
 * written: the lint, which runs before every build, names it.
 */
export function servedContent<T>(value: T, root: string): T {
  try {
    return resolvePageFacts(value, factsOf(root));
  } catch {
    return value;
  }
}
