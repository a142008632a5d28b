import type { Load } from '../../engine/descriptor';

export const load: Load<'serviceSection'> = () => import('./index');
