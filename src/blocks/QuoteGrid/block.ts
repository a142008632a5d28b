import type { Load } from '../../engine/descriptor';

export const load: Load<'quoteGrid'> = () => import('./index');
