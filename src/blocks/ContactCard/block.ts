import type { Load } from '../../engine/descriptor';

export const load: Load<'contactCard'> = () => import('./index');
