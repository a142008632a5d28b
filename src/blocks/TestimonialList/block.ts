import type { Load, Needs } from '../../engine/descriptor';

export const load: Load<'testimonialList'> = () => import('./index');

export const needs: Needs<'testimonialList'> = (block) => [block.content, block.from];
