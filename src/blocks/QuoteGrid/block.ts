import type { Load, Needs } from '../../engine/descriptor';

export const load: Load<'quoteGrid'> = () => import('./index');

/** The team collection, when a quote names a person of the team (embedded in the page). */
export const needs: Needs<'quoteGrid'> = (block) =>
  block.items.some((item) => item.person) ? ['team'] : [];
