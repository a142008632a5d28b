import type { Load, Noindex } from '../../engine/descriptor';

export const load: Load<'disabledNotice'> = () => import('./index');

/** The notice stands in for a page that is switched off: nothing there for a search engine. */
export const noindex: Noindex = true;
