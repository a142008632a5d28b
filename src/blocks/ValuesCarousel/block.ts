import type { Load } from '../../engine/descriptor';

export const load: Load<'valuesCarousel'> = () => import('./index');
