import type { Load } from '../../engine/descriptor';

export const load: Load<'timeline'> = () => import('./index');
