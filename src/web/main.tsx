// First: every module below may read web storage, which a third-party frame can refuse.
import './lib/storage-fallback';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { prepareBookingPage } from './app/routes/booking-page-loader';
import { loadLandingPage } from './app/routes/landing-page-loader';
import { preloadPublicFrame } from './components/layout/public-layout';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root introuvable');

const queryClient = createQueryClient();
// The first render replaces the first screen the HTML already carries (ADR 0068).
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );

// `/` and a booking page arrive with their first screen drawn and their code already on its way
// (landing.html, booking.html): the first render waits for that code and draws the same screen;
// if it cannot be fetched, the lazy route shows its error screen.
const ready =
  window.location.pathname === '/'
    ? Promise.all([preloadPublicFrame(), loadLandingPage()])
    : prepareBookingPage(queryClient);
void ready.then(render, render);
