import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../test/axe';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

describe('Page de réservation › Moteurs de recherche (issue 17)', () => {
  it('is off by default and switches on with one press', async () => {
    const api = stubProviderApi({
      'GET /api/provider/embed': { body: { success: true, origins: [] } },
      'PUT /api/provider/search-listing': { body: { success: true, listed: true } },
    });
    renderApp('/dashboard/booking-page');
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Proposer ma page aux moteurs de recherche' },
      LOAD,
    );
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await seriousViolations()).toEqual([]);
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(api.callsTo('PUT /api/provider/search-listing')[0]?.body).toEqual({ listed: true });
  });
});
