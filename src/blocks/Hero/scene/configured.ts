import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import site from '../../../../site.json';

export type SceneComponent = LazyExoticComponent<ComponentType<{ url: string }>>;

/**
 * The scene site.json names and the code that shows it. When site.json names no scene, the build
 * resolves this module to ./none instead (scripts/vite/heroScene.ts): the lazy import below then
 * is not in the module graph at all, so not one byte of the Spline runtime ships.
 */
export const sceneUrl: string | undefined = (site as { scene?: string }).scene;

export const LoadedScene: SceneComponent | null = lazy(() => import('./loaded'));
