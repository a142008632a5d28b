import type { Load } from '../../engine/descriptor';

export const load: Load<'logoWall'> = () => import('./index');
