/** What decides whether the 3D scene may load at all (docs/architecture.md#the-3d-scene). */
export interface SceneEnvironment {
  reducedMotion: boolean;
  saveData: boolean;
  online: boolean;
  hasScene: boolean;
}

export function sceneAllowed(env: SceneEnvironment): boolean {
  return env.hasScene && env.online && !env.reducedMotion && !env.saveData;
}

export function readSceneEnvironment(hasScene: boolean): SceneEnvironment {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return {
    hasScene,
    online: navigator.onLine,
    saveData: connection?.saveData === true,
    reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}

/** Visitor signals that the page is being used; the scene waits for the first of them. */
export const INTERACTION_EVENTS = [
  'pointerdown',
  'keydown',
  'scroll',
  'touchstart',
  'wheel',
] as const;
