import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bookingKeys } from './api/query-keys';
import { adoptDrawnPage } from './drawn-page';
import { booking, provider } from './test/fixtures';
import { rememberConfirmedBooking } from './utils/confirmed-booking';

describe('a booking page the server drew (ADR 0068)', () => {
  it('takes the embedded profile as the API’s answer and keeps the drawing', () => {
    const client = new QueryClient();
    expect(adoptDrawnPage(client, 'camille', { success: true, provider })).toBe(true);
    expect(client.getQueryData(bookingKeys.provider('camille'))).toEqual(provider);
  });

  it('redraws when this tab shows its confirmation again, which the server could not know', () => {
    rememberConfirmedBooking(provider.id, {
      success: true,
      booking: booking(),
      manageUrl: '/m',
      cancelUrl: '/c',
    });
    const client = new QueryClient();
    expect(adoptDrawnPage(client, 'camille', { success: true, provider })).toBe(false);
    // The profile is still there: the page does not ask for it again.
    expect(client.getQueryData(bookingKeys.provider('camille'))).toEqual(provider);
  });

  it('ignores a profile that is not the API’s answer', () => {
    const client = new QueryClient();
    expect(adoptDrawnPage(client, 'camille', { success: true, provider: { id: 1 } })).toBe(false);
    expect(client.getQueryData(bookingKeys.provider('camille'))).toBeUndefined();
  });
});
