import type { Load } from '../../engine/descriptor';

export const load: Load<'stickyCta'> = () => import('./index');
