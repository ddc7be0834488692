import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG, stubFetch } from '../../test/fetch-stub';
import { withQueryClient } from '../../test/query-wrapper';
import { PublicLayout } from './public-layout';

function renderFrame(maintenanceMessage: string | null) {
  const api = stubFetch({
    'GET /api/config/public': { body: { success: true, config: { ...PUBLIC_CONFIG, maintenanceMessage } } },
  });
  render(
    withQueryClient(
      <MemoryRouter>
        <PublicLayout>
          <h1>Page</h1>
        </PublicLayout>
      </MemoryRouter>,
    ),
  );
  return api;
}

describe('MaintenanceBanner', () => {
  it('shows the administrators’ message above the header, announced politely', async () => {
    renderFrame('Maintenance ce soir de 22 h à 23 h : le service sera indisponible.');
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Maintenance ce soir de 22 h à 23 h : le service sera indisponible.');
    // Before the site header in the page order: the first thing read and seen (the header's code
    // comes in a chunk of its own, ADR 0055).
    const header = await screen.findByRole('banner');
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the message as text, never as markup', async () => {
    renderFrame('<b>Attention</b>');
    expect(await screen.findByRole('status')).toHaveTextContent('<b>Attention</b>');
  });

  it('draws nothing without a message', async () => {
    const api = renderFrame(null);
    await waitFor(() => expect(api.callsTo('GET /api/config/public')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
