import type { Load } from '../../engine/descriptor';

export const load: Load<'caseStudies'> = () => import('./index');
