import type { Load } from '../../engine/descriptor';

export const load: Load<'successStories'> = () => import('./index');
