import type { Place } from '../scripts/lib/edit/places.ts';
import { humanName } from './config';
import { fileInWords } from '../scripts/lib/plainWords.ts';

export type { Place };

/** The lists of ids among a collection's places: the only ones a new entry must join. */
export const listsOf = (places: readonly Place[]) =>
  places.filter((p): p is Place & { select: string[] } => Array.isArray(p.select));

/**
 * A place in the editor's words: the page as its page list names it (or the shared section and
 * the pages that include it), then the block as the block catalogue names it, and its title.
 */
export function placeName(p: Place): string {
  const where = p.section
    ? `Shared section ${p.section}${p.usedOn.length ? ` (on ${p.usedOn.join(', ')})` : ''}`
    : (p.route ?? fileInWords(p.file));
  const block = p.type ? humanName(p.type) : 'Block';
  return `${where} › ${block}${p.title ? ` “${p.title}”` : ''}`;
}

/** "Also show it in:" for an entry not saved yet; each list of ids ticked until unticked. */
export function AlsoShowIn({
  places,
  chosen,
  onChange,
}: {
  places: readonly Place[];
  chosen: readonly string[];
  onChange: (keys: string[]) => void;
}) {
  const lists = listsOf(places);
  const open = places.filter((p) => !Array.isArray(p.select));
  if (!places.length) return null;
  return (
    <fieldset className="ed-field ed-places">
      <legend>Also show it in:</legend>
      {lists.length ? (
        lists.map((p) => (
          <label key={p.key} className="ed-check">
            <input
              type="checkbox"
              checked={chosen.includes(p.key)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, p.key] : chosen.filter((k) => k !== p.key))
              }
            />{' '}
            {placeName(p)}
          </label>
        ))
      ) : (
        <p className="ed-help">No page lists these entries one by one.</p>
      )}
      {open.length > 0 && (
        <p className="ed-help">
          Shown anyway, with no change (they show every entry): {open.map(placeName).join('; ')}.
        </p>
      )}
    </fieldset>
  );
}
