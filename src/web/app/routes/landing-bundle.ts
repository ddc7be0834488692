/**
 * The landing page's sections: a chunk of their own, so that the booking page a client opens does
 * not carry them; `/` is served with landing.html, which preloads this chunk alongside the entry.
 */
export { LandingPage } from '../../features/landing/landing-page';
