import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { BASE, openBookingPage } from '../test/booking-journey';
import { freezeNow, PROVIDER_ID, provider } from '../test/fixtures';

const LOGO_URL = `/api/public/providers/${PROVIDER_ID}/logo?v=1795715142644`;

describe('the booking page’s provider card', () => {
  beforeEach(() => freezeNow());
  afterEach(() => vi.restoreAllMocks());

  it('shows the provider’s photo or logo, named after them, in place of the initials', async () => {
    openBookingPage({
      [`GET ${BASE}`]: { body: { success: true, provider: { ...provider, logoUrl: LOGO_URL } } },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Salon Camille' });
    const card = within(heading.closest('section') as HTMLElement);
    const logo = card.getByRole('img', { name: 'Salon Camille' });
    expect(logo).toHaveAttribute('src', LOGO_URL);
    expect(logo).toHaveClass('rounded-full', 'size-16');
    expect(card.queryByText('SC')).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('keeps the initials without one', async () => {
    openBookingPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Salon Camille' });
    const card = within(heading.closest('section') as HTMLElement);
    expect(card.getByText('SC')).toBeInTheDocument();
    expect(card.queryByRole('img')).not.toBeInTheDocument();
  });
});
