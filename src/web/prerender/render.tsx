import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import type { TPublicProvider } from '../../shared/schemas/booking';
import { createQueryClient } from '../app/query-client';
import { BookingPage, loadBookingPage } from '../app/routes/booking-page-loader';
import { LandingPage, loadLandingPage } from '../app/routes/landing-page-loader';
import { PublicLayout, preloadPublicFrame } from '../components/layout/public-layout';
import { bookingKeys } from '../features/booking-public/api/query-keys';

/**
 * The first screen of the two front doors, drawn to HTML before any script runs (issue 37 item 6,
 * ADR 0068): the landing page at build time (scripts/build-web.mjs writes it into landing.html),
 * a provider's booking page by the server on each request (its name, prestations, calendar frame).
 * The browser paints it as soon as the style sheet is here; main.tsx then renders the same tree
 * over it, with the code already preloaded and, on a booking page, the same data.
 *
 * Queries stay pending here (no fetch on the server), as they are at the browser's first render.
 */
function renderAt(url: string, client: ReturnType<typeof createQueryClient>, page: ReactNode): string {
  return renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={url}>{page}</StaticRouter>
    </QueryClientProvider>,
  );
}

/** `/` as a visitor without a session first sees it. */
export async function renderLanding(): Promise<string> {
  await Promise.all([preloadPublicFrame(), loadLandingPage()]);
  return renderAt(
    '/',
    createQueryClient(),
    <PublicLayout>
      <LandingPage />
    </PublicLayout>,
  );
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
  return renderAt(
    url,
    client,
    <Routes>
      <Route path="/booking/:providerId" element={<BookingPage />} />
    </Routes>,
  );
}
