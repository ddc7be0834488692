import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import type { TPublicProvider } from '../../shared/schemas/booking';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';
import { loadBookingPage } from '../app/routes/booking-page-loader';
import { loadLandingPage } from '../app/routes/landing-page-loader';
import { preloadPublicFrame } from '../components/layout/public-layout';
import { bookingKeys } from '../features/booking-public/api/query-keys';
import { visitorStorage } from './visitor-storage';

/**
 * The first screen of the two front doors, drawn to HTML before any script runs (issue 37 item 6,
 * ADR 0068): the landing page at build time (scripts/build-web.mjs writes it into landing.html),
 * a provider's booking page by the server on each request. It is the whole app at the page's URL,
 * as a first-time visitor's browser renders it first (no session, nothing stored, queries
 * pending, the route's code already here); main.tsx then hydrates it with the same data.
 */
async function renderApp(url: string, client = createQueryClient()): Promise<string> {
  visitorStorage();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return renderToString(<App queryClient={client} router={router} />);
}

/** `/` as a visitor without a session first sees it. */
export async function renderLanding(): Promise<string> {
  await Promise.all([preloadPublicFrame(), loadLandingPage()]);
  return renderApp('/');
}

/** /booking/{address}: `provider` is what GET /api/public/providers/{address} answers. */
export async function renderBookingPage(
  url: string,
  address: string,
  provider: TPublicProvider,
): Promise<string> {
  await loadBookingPage();
  const client = createQueryClient();
  client.setQueryData(bookingKeys.provider(address), provider);
  return renderApp(url, client);
}
