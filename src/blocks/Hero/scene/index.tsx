import { Component, Suspense, type ReactNode } from 'react';
import { LoadedScene, sceneUrl } from './configured';
import { SceneFallback } from './fallback';
import type { HeroVisualName } from '../visuals';
import { useSceneGate } from './useSceneGate';

/** Spline throws when a scene fails to load (offline, blocked host): keep the fallback, quietly. */
class SceneBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function HeroScene({ visual }: { visual: HeroVisualName }) {
  const ready = useSceneGate(Boolean(sceneUrl && LoadedScene));
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10" data-scene>
      <SceneFallback visual={visual} />
      {ready && sceneUrl && LoadedScene && (
        <SceneBoundary>
          <Suspense fallback={null}>
            <LoadedScene url={sceneUrl} />
          </Suspense>
        </SceneBoundary>
      )}
    </div>
  );
}
