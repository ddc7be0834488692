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

const { pathname, search } = window.location;
const isLanding = pathname === '/';

/**
 * The page arrived with its first screen drawn (landing.html, a booking page: ADR 0068), drawn as
 * a first-time visitor's browser renders it: kept and made live (hydrated) when this browser
 * renders the same — on `/`, no remembered session and no sign-in dialog asked for. Otherwise the
 * first render replaces it.
 */
function drawnAsHere(): boolean {
  if (!root?.hasChildNodes()) return false;
  return !isLanding || (readStoredToken() === null && !new URLSearchParams(search).has('auth'));
}

const render = () => {
  if (drawnAsHere()) hydrateRoot(root, app);
  else createRoot(root).render(app);
};

// `/` and a booking page arrive with their code already on its way (landing.html, booking.html):
// the first render waits for it (and for the booking page's profile, written into the page), so
// it draws the page at once; if the code cannot be fetched, the lazy route shows its error screen.
const ready = isLanding
  ? Promise.all([preloadPublicFrame(), loadLandingPage()])
  : prepareBookingPage(queryClient);
void ready.then(render, render);
