import type { Load, Needs } from '../../engine/descriptor';
import { listPath } from '../../content/article';

export const load: Load<'blogList'> = () => import('./index');

/** The collection's list in the page's language: every article written in it. */
export const needs: Needs<'blogList'> = (block) => [listPath(block.folder)];
