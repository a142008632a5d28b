import type { Load } from '../../engine/descriptor';

export const load: Load<'caseStudy'> = () => import('./index');
