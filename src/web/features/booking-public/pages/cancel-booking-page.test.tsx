import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch, type THandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { BOOKING_ID, booking, freezeNow, managed, PROVIDER_ID, TOKEN } from '../test/fixtures';

const GET = `GET /api/public/bookings/${BOOKING_ID}`;
const CANCEL = `POST /api/public/bookings/${BOOKING_ID}/cancel`;
const REFUSAL =
  'Ce rendez-vous ne peut plus être annulé en ligne moins de 24 h avant son début. Contactez directement votre professionnel au 04 72 00 00 00.';

function openCancelPage(handlers: Record<string, THandler>) {
  const api = stubFetch(handlers);
  renderApp(`/cancel-booking/${BOOKING_ID}/${TOKEN}`);
  return { api, user: userEvent.setup() };
}

describe('cancellation page /cancel-booking/:bookingId/:token', () => {
  beforeEach(freezeNow);

  it('cancels after a confirmation step, with the optional reason', async () => {
    const { api, user } = openCancelPage({
      [GET]: { body: managed() },
      [CANCEL]: { body: { success: true, booking: booking({ status: 'cancelled', cancelledBy: 'client' }) } },
    });
    expect(await screen.findByRole('heading', { name: 'Annuler votre rendez-vous' })).toBeInTheDocument();
    expect(api.callsTo(GET)[0]?.url).toBe(`/api/public/bookings/${BOOKING_ID}?token=${TOKEN}`);
    expect(screen.getByText('mardi 24 novembre 2026 à 10:30')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Motif (facultatif)'), 'Empêchement professionnel');
    await user.click(screen.getByRole('button', { name: 'Annuler le rendez-vous' }));

    expect(
      screen.getByText('Annuler définitivement votre rendez-vous du mardi 24 novembre 2026 à 10:30 ?'),
    ).toBeInTheDocument();
    expect(api.callsTo(CANCEL)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Oui, annuler le rendez-vous' }));

    expect(
      await screen.findByText('Votre rendez-vous est annulé. Un e-mail de confirmation vous a été envoyé.'),
    ).toBeInTheDocument();
    expect(api.callsTo(CANCEL)[0]?.body).toEqual({ token: TOKEN, reason: 'Empêchement professionnel' });
    expect(screen.getByRole('link', { name: 'Reprendre rendez-vous' })).toHaveAttribute(
      'href',
      `/booking/${PROVIDER_ID}`,
    );
  });

  it('can step back from the confirmation without cancelling', async () => {
    const { api, user } = openCancelPage({ [GET]: { body: managed() } });
    await user.click(await screen.findByRole('button', { name: 'Annuler le rendez-vous' }));
    await user.click(screen.getByRole('button', { name: 'Non, le garder' }));
    expect(screen.getByRole('button', { name: 'Annuler le rendez-vous' })).toBeInTheDocument();
    expect(api.callsTo(CANCEL)).toHaveLength(0);
  });

  it('shows the server’s refusal inside the notice, with the phone to call', async () => {
    const { user } = openCancelPage({
      [GET]: { body: managed() },
      [CANCEL]: { status: 409, body: { success: false, message: REFUSAL, code: 'CANCELLATION_NOTICE' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Annuler le rendez-vous' }));
    await user.click(screen.getByRole('button', { name: 'Oui, annuler le rendez-vous' }));
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Appeler le 04 72 00 00 00' })).toHaveAttribute(
      'href',
      'tel:+33472000000',
    );
    expect(screen.queryByRole('button', { name: /annuler le rendez-vous/i })).toBeNull();
  });

  it('inside the notice: no cancel button, the deadline and the phone instead', async () => {
    const { api } = openCancelPage({
      [GET]: {
        body: managed({
          booking: booking({ createdAt: '2026-11-10T08:00:00.000Z' }),
          canCancel: false,
          cancellationDeadline: '2026-11-19T09:30:00.000Z',
        }),
      },
    });
    expect(
      await screen.findByText(
        'Ce rendez-vous ne peut plus être annulé ni déplacé en ligne : le délai a pris fin le jeudi 19 novembre 2026 à 10:30.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Appeler le 04 72 00 00 00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler le rendez-vous' })).toBeNull();
    expect(api.callsTo(CANCEL)).toHaveLength(0);
  });

  it('booked after its deadline: says it could never be cancelled online, not that a deadline passed (issue 30)', async () => {
    openCancelPage({
      [GET]: { body: managed({ canCancel: false, cancellationDeadline: '2026-11-19T09:30:00.000Z' }) },
    });
    expect(
      await screen.findByText(
        'Ce rendez-vous ne peut pas être annulé ni déplacé en ligne : il a été pris moins de 120 h avant son début.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/le délai a pris fin/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Appeler le 04 72 00 00 00' })).toBeInTheDocument();
  });

  it('says when the booking is already cancelled', async () => {
    openCancelPage({
      [GET]: { body: managed({ booking: booking({ status: 'cancelled' }), canCancel: false }) },
    });
    expect(await screen.findByText('Ce rendez-vous est déjà annulé.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler le rendez-vous' })).toBeNull();
  });

  it('refuses a wrong token without telling whether the booking exists', async () => {
    openCancelPage({ [GET]: { status: 404, body: { success: false, message: 'Rendez-vous introuvable' } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lien invalide ou expiré' }),
    ).toBeInTheDocument();
  });
  it('a paid deposit: says it will be refunded before the client confirms (issue 34)', async () => {
    const paid = {
      mode: 'deposit' as const,
      status: 'paid' as const,
      amountCents: 2000,
      noShowFeeCents: null,
      refundedCents: 0,
      paidAt: '2026-11-19T09:00:00.000Z',
      refundedAt: null,
      feeStatus: null,
      feeChargedAt: null,
      feeRefundedCents: 0,
    };
    openCancelPage({ [GET]: { body: managed({ booking: booking({ payment: paid }) }) } });
    expect(await screen.findByText(/^Votre acompte de 20,00\s€ vous sera remboursé\.$/)).toBeInTheDocument();
  });

  it('a hold waiting for its payment may be given back (issue 34)', async () => {
    openCancelPage({
      [GET]: { body: managed({ booking: booking({ status: 'awaiting_payment' }), canCancel: false }) },
    });
    expect(await screen.findByRole('button', { name: 'Annuler le rendez-vous' })).toBeInTheDocument();
    expect(screen.queryByText(/ne peut plus être annulé/)).toBeNull();
  });
});
