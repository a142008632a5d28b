import type { Load } from '../../engine/descriptor';

export const load: Load<'form'> = () => import('./index');
