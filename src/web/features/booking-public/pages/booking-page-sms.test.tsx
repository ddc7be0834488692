import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SMS_REMINDER_PROMISE } from '../../../../shared/schemas/sms';
import { BASE, openBookingPage, pickSlot } from '../test/booking-journey';
import { freezeNow, provider } from '../test/fixtures';
import { liveEvents } from '../test/live-events';

vi.mock('../../../lib/realtime/use-calendar-events', async () => {
  const { liveEvents: live } = await import('../test/live-events');
  return { useCalendarEvents: live.useCalendarEvents };
});

function openWithSms(smsReminders: boolean) {
  return openBookingPage({
    [`GET ${BASE}`]: { body: { success: true, provider: { ...provider, smsReminders } } },
  });
}

describe('booking page: the SMS reminder’s promise under the phone (issue 35)', () => {
  beforeEach(() => {
    freezeNow();
    liveEvents.reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('promises an SMS for a French mobile (06, 07, +33 7), politely announced, and not for a landline or a foreign number', async () => {
    const { user } = openWithSms(true);
    await pickSlot(user);
    const phone = await screen.findByLabelText('Téléphone');
    expect(screen.queryByText(SMS_REMINDER_PROMISE)).not.toBeInTheDocument();

    await user.type(phone, '06 12 34 56 78');
    const promise = screen.getByText(SMS_REMINDER_PROMISE);
    expect(promise.closest('[aria-live="polite"]')).not.toBeNull();
    // Read with the field, as its description.
    expect(phone).toHaveAccessibleDescription(/Vous recevrez un SMS de rappel/);

    for (const mobile of ['07.98.76.54.32', '+33 7 98 76 54 32']) {
      await user.clear(phone);
      await user.type(phone, mobile);
      expect(screen.getByText(SMS_REMINDER_PROMISE)).toBeInTheDocument();
    }
    for (const other of ['01 42 68 53 00', '09 70 12 34 56', '+32 470 12 34 56', '06 12 34 56']) {
      await user.clear(phone);
      await user.type(phone, other);
      expect(screen.queryByText(SMS_REMINDER_PROMISE)).not.toBeInTheDocument();
    }
  });

  it('promises nothing when the provider sends no SMS', async () => {
    const { user } = openWithSms(false);
    await pickSlot(user);
    await user.type(await screen.findByLabelText('Téléphone'), '06 12 34 56 78');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('06 12 34 56 78');
    expect(screen.queryByText(SMS_REMINDER_PROMISE)).not.toBeInTheDocument();
  });
});
