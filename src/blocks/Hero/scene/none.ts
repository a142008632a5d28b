import type { SceneComponent } from './configured';

/** What the build uses for ./configured when site.json names no scene: no scene, no loader. */
export const sceneUrl: string | undefined = undefined;

export const LoadedScene: SceneComponent | null = null;
