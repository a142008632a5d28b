import type { Load } from '../../engine/descriptor';

export const load: Load<'featureGrid'> = () => import('./index');
