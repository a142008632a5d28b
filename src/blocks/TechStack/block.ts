import type { Load } from '../../engine/descriptor';

export const load: Load<'techStack'> = () => import('./index');
