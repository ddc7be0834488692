// First: every module below may read web storage, which a third-party frame can refuse.
import './lib/storage-fallback';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { prepareBookingPage } from './app/routes/booking-page-loader';
import { loadLandingPage } from './app/routes/landing-page-loader';
import { preloadPublicFrame } from './components/layout/public-layout';
import { readStoredToken } from './lib/storage-keys';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root introuvable');

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>
);

/**
 * `/` and a booking page arrive with their first screen drawn as a first-time visitor's browser
 * renders it (landing.html, a booking page: ADR 0068) and their code already on its way
 * (landing.html, booking.html). The first render waits for that code (and for the booking page's
 * profile, written into the page), then keeps the drawing and makes it live (hydration) when this
 * browser renders the same: on `/`, no remembered session and no sign-in dialog asked for; on a
 * booking page, no confirmation kept in this tab. Otherwise it replaces it; if the code cannot be
 * fetched, the lazy route shows its error screen.
 */
function prepare(): Promise<boolean> {
  if (window.location.pathname !== '/') return prepareBookingPage(queryClient);
  return Promise.all([preloadPublicFrame(), loadLandingPage()]).then(
    () => readStoredToken() === null && !new URLSearchParams(window.location.search).has('auth'),
  );
}

const render = (keepDrawing: boolean) => {
  if (keepDrawing && root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
};
void prepare().then(render, () => render(false));
