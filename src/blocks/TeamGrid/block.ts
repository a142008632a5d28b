import type { Load } from '../../engine/descriptor';

export const load: Load<'teamGrid'> = () => import('./index');
