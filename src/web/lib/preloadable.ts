import { type ComponentType, lazy } from 'react';

/**
 * A component in a chunk of its own that main.tsx may fetch before the first render. `current()`
 * is the component itself once its code is here, drawn at once (no fallback that it would then
 * push down), and a lazy one before. `load` runs once.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return { preload, current: (): ComponentType<P> => loaded ?? Lazy };
}
