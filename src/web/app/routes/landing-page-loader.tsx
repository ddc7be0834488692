import { lazy } from 'react';
import { withLoadTimeout } from '../lazy-screen';

type TLandingModule = typeof import('./landing-bundle');
let loading: Promise<TLandingModule> | undefined;
let loaded: TLandingModule | undefined;

/**
 * Fetches the landing page's sections once. On `/`, main.tsx waits for them before the first
 * render (landing.html has the browser preload them with the entry), so the page never shows a
 * spinner that the sections would then push down. Bounded by SPEC §9's 120 s, like every screen.
 */
export function loadLandingPage(): Promise<TLandingModule> {
  loading ??= withLoadTimeout(() => import('./landing-bundle')).then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

const LazyLandingPage = lazy(() => loadLandingPage().then((module) => ({ default: module.LandingPage })));

/** Drawn at once when the code is already here; lazily otherwise (coming back to / from another page). */
export function LandingPage() {
  const Loaded = loaded?.LandingPage;
  return Loaded ? <Loaded /> : <LazyLandingPage />;
}
