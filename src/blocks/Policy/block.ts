import type { Load } from '../../engine/descriptor';

export const load: Load<'policy'> = () => import('./index');
