import type { Load } from '../../engine/descriptor';

export const load: Load<'progressBars'> = () => import('./index');
