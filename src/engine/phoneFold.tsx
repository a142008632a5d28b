import { useSyncExternalStore } from 'react';
import type { Block } from '../generated/schema-types';
import { usePhoneShowMore } from './phoneShowMore';

/** Whether a block asks to wait on a phone behind "Show N more" (serviceSection's phoneFolded). */
const isFolded = (block: Block) => (block as { phoneFolded?: unknown }).phoneFolded === true;

const subscribe = (change: () => void) => {
  window.addEventListener('hashchange', change);
  window.addEventListener('popstate', change);
  return () => {
    window.removeEventListener('hashchange', change);
    window.removeEventListener('popstate', change);
  };
};

/**
 * A page's long run of sections on a phone (/services' seven services): the blocks marked
 * `phoneFolded` are hidden below the `sm` width behind one "Show N more" button placed after the
 * last of them, as long lists are (src/engine/phoneShowMore.tsx). An address naming one of them
 * (/services#automations) opens them. The hash is read from the window rather than the router:
 * the renderer also runs without one (the editor's canvas); the prerender sees no hash.
 */
export function usePhoneFold(blocks: readonly Block[]) {
  const folded = blocks.filter(isFolded);
  const ids = folded.map((b, i) => b.id ?? `folded-${i}`);
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
  const more = usePhoneShowMore(folded.length, 0, { ids, hash });
  const last = folded.at(-1);
  return {
    classOf: (block: Block) => (isFolded(block) ? more.itemClass(folded.indexOf(block)) : ''),
    /** The button, after the last folded block; null elsewhere. */
    after: (block: Block) =>
      block === last ? (
        <div className="px-4 pb-10 sm:hidden">{more.toggle(ids.join(' '))}</div>
      ) : null,
  };
}
