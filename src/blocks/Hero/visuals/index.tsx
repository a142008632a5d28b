import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/*
 * Decorative hero backdrops, by the motif a page's hero asks for. Each is a module of its own: a
 * page carries only its drawing's code (about 0.6 KB gzip), not all eight. The build lists that
 * module with the page's blocks (scripts/lib/routeHtml.ts), so hydration never waits for it.
 */
const load = {
  network: () => import('./Network'),
  orbit: () => import('./Orbit'),
  grid: () => import('./Grid'),
  growth: () => import('./Growth'),
  chart: () => import('./Chart'),
  globe: () => import('./Globe'),
  document: () => import('./Document'),
  chat: () => import('./Chat'),
} as const;

export type HeroVisualName = keyof typeof load;
export const heroVisualNames = Object.keys(load) as HeroVisualName[];

const lazies = Object.fromEntries(
  heroVisualNames.map((name) => [name, lazy(load[name])]),
) as Record<HeroVisualName, LazyExoticComponent<ComponentType>>;

/** The source file of a visual, as the build's manifest names it. */
export const heroVisualModule = (name: HeroVisualName) =>
  `src/blocks/Hero/visuals/${name.charAt(0).toUpperCase()}${name.slice(1)}.tsx`;

export function HeroVisual({ name }: { name: HeroVisualName }) {
  const Visual = lazies[name];
  return (
    <Suspense fallback={null}>
      <Visual />
    </Suspense>
  );
}
