import type { Reference } from '../lib/ajv.ts';
import type { Problem } from './problem.ts';
import { didYouMean } from './suggest.ts';
import { clip, type JsonSource } from './source.ts';

/**
 * An https:// link may only go to a host that site.json lists in "externalHosts". The schema
 * already refuses other schemes and malformed addresses; this catches the well-formed link to
 * the wrong place: a typo ("wa.mee"), or a link planted in a translated article.
 */
export function checkExternalHosts(
  files: readonly { source: JsonSource; collected: { external: Reference[] } }[],
  allowed: readonly string[],
): Problem[] {
  const problems: Problem[] = [];
  for (const { source, collected } of files) {
    for (const link of collected.external) {
      let host: string;
      try {
        host = new URL(link.value).hostname;
      } catch {
        continue; // The schema already reported a malformed address.
      }
      if (allowed.includes(host)) continue;
      const guess = didYouMean(host, allowed);
      // A hostile file can hold a 10,000-character host or allow-list: the message stays short.
      const listed = clip(allowed.join(', '), 200);
      const named = clip(host);
      problems.push(
        source.problem(
          link.pointer,
          allowed.length
            ? `links to ${named}, a site not listed in site.json "externalHosts" (${listed})${guess || '.'} If the link is right, add it there.`
            : `links to ${named}, but site.json lists no "externalHosts". If the link is right, add it there.`,
        ),
      );
    }
  }
  return problems;
}
