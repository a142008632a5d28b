import type { Load } from '../../engine/descriptor';

export const load: Load<'stats'> = () => import('./index');
