import type { Load } from '../../engine/descriptor';

export const load: Load<'countdown'> = () => import('./index');
