import { preloadable } from '../../lib/preloadable';
import { withLoadTimeout } from '../lazy-screen';

/**
 * The landing page's sections, fetched once. On `/`, main.tsx waits for them before the first
 * render (landing.html has the browser preload them with the entry, and carries their first
 * screen already drawn, ADR 0068), so the page never shows a spinner that the sections would then
 * push down. Bounded by SPEC §9's 120 s, like every screen.
 */
const landing = preloadable(() =>
  withLoadTimeout(() => import('./landing-bundle')).then((module) => module.LandingPage),
);
export const loadLandingPage = landing.preload;

/** Drawn at once when the code is already here; lazily otherwise (coming back to / from another page). */
export function LandingPage() {
  const Sections = landing.current();
  return <Sections />;
}
