import { useEffect, useState } from 'react';
import { INTERACTION_EVENTS, readSceneEnvironment, sceneAllowed } from './gate';

/**
 * True once the visitor has interacted and the environment allows the scene. Loading the 3D
 * runtime at idle cost Lighthouse 5–10 points; after the first interaction it cost nothing.
 */
export function useSceneGate(hasScene: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!sceneAllowed(readSceneEnvironment(hasScene))) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      remove();
      // A separate task, so the interaction itself stays responsive.
      timer = setTimeout(() => setReady(true), 0);
    };
    const remove = () => INTERACTION_EVENTS.forEach((e) => window.removeEventListener(e, start));
    INTERACTION_EVENTS.forEach((e) =>
      window.addEventListener(e, start, { once: true, passive: true }),
    );
    return () => {
      remove();
      clearTimeout(timer);
    };
  }, [hasScene]);
  return ready;
}
