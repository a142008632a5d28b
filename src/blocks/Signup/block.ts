import type { Load } from '../../engine/descriptor';

export const load: Load<'signup'> = () => import('./index');
