import type { Load } from '../../engine/descriptor';

export const load: Load<'ctaBand'> = () => import('./index');
