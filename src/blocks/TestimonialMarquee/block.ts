import type { Load } from '../../engine/descriptor';

export const load: Load<'testimonialMarquee'> = () => import('./index');
