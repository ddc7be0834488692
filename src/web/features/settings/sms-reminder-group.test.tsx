import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type TSettings } from '../../../shared/schemas/provider-setup';
import { SMS_UNAVAILABLE_TEXT } from '../../../shared/schemas/sms';
import { balanceFixture } from '../../lib/billing/billing-fixtures.test-support';
import type { THandler } from '../../test/fetch-stub';
import { settingsBody, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

const AVAILABLE = { body: { success: true, available: true, provider: 'Brevo' } };
const SWITCH = 'Envoyer aussi un SMS de rappel à mes clients';

const echoSettings: THandler = ({ body }) => ({
  body: { success: true, settings: { ...DEFAULT_SETTINGS, ...(body as Partial<TSettings>) } },
});

async function smsGroup() {
  return screen.findByRole('region', { name: 'Rappel par SMS' });
}

describe('Paramètres — Rappel par SMS', () => {
  it('says that SMS are not available on an instance without an SMS provider, and offers no switch', async () => {
    stubProviderApi({ 'GET /api/sms': { body: { success: true, available: false, provider: null } } });
    renderApp('/dashboard/settings');
    const group = await smsGroup();
    expect(await within(group).findByText(SMS_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(within(group).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(group).queryByRole('link', { name: /crédits SMS/ })).not.toBeInTheDocument();
  });

  it('is off by default; turned on, it asks when and sends both fields with the other settings', async () => {
    const api = stubProviderApi({
      'GET /api/sms': AVAILABLE,
      'PUT /api/settings': echoSettings,
      'GET /api/billing/balance': { body: { success: true, balance: balanceFixture({ smsCredits: 12 }) } },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const group = await smsGroup();
    const toggle = await within(group).findByRole('checkbox', { name: SWITCH });
    expect(toggle).not.toBeChecked();
    expect(within(group).getByText(/aux numéros de portable français \(06, 07\)/)).toBeInTheDocument();
    expect(await within(group).findByText('Il vous reste 12 crédits SMS.')).toBeInTheDocument();
    // Off, no warning about the credits.
    expect(within(group).queryByText(/Sans crédit SMS/)).not.toBeInTheDocument();
    expect(within(group).queryByLabelText('Moment de l’envoi')).not.toBeInTheDocument();
    expect(
      within(group).getByRole('link', { name: 'Acheter des crédits SMS dans Abonnement' }),
    ).toHaveAttribute('href', '/dashboard/subscription#credits-sms');

    await user.click(toggle);
    const when = within(group).getByLabelText('Moment de l’envoi');
    expect(when).toHaveDisplayValue('Au moment du rappel le plus tôt');
    await user.selectOptions(when, '24 heures avant le rendez-vous');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await waitFor(() => expect(api.callsTo('PUT /api/settings')).toHaveLength(1));
    expect(api.callsTo('PUT /api/settings')[0]?.body).toEqual({
      smsReminders: true,
      smsReminderOffsetMinutes: 1440,
    });
    expect(await screen.findByText('Vos paramètres sont enregistrés.')).toBeInTheDocument();

    // Back to « the earliest reminder »: the API's null.
    await user.selectOptions(
      within(group).getByLabelText('Moment de l’envoi'),
      'Au moment du rappel le plus tôt',
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await waitFor(() => expect(api.callsTo('PUT /api/settings')).toHaveLength(2));
    expect(api.callsTo('PUT /api/settings')[1]?.body).toEqual({ smsReminderOffsetMinutes: null });
  });

  it('shows a delay saved through the API among the choices', async () => {
    stubProviderApi({
      'GET /api/sms': AVAILABLE,
      'GET /api/settings': settingsBody({ smsReminders: true, smsReminderOffsetMinutes: 4320 }),
    });
    renderApp('/dashboard/settings');
    const group = await smsGroup();
    expect(await within(group).findByRole('checkbox', { name: SWITCH })).toBeChecked();
    expect(within(group).getByLabelText('Moment de l’envoi')).toHaveDisplayValue(
      '3 jours avant le rendez-vous',
    );
  });

  it('says when it cannot tell whether SMS are available, and asks again on « Réessayer »', async () => {
    let answer: THandler = { status: 500, body: { success: false, message: 'Erreur interne' } };
    const api = stubProviderApi({ 'GET /api/sms': () => answer as never });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const group = await smsGroup();
    expect(
      await within(group).findByText(/Impossible de savoir si les SMS sont disponibles\./),
    ).toBeInTheDocument();
    answer = AVAILABLE;
    await user.click(within(group).getByRole('button', { name: 'Réessayer' }));
    expect(await within(group).findByRole('checkbox', { name: SWITCH })).toBeInTheDocument();
    expect(api.callsTo('GET /api/sms')).toHaveLength(2);
  });

  it('shows the SMS credits left, and warns at 0 that only the e-mail goes', async () => {
    stubProviderApi({
      'GET /api/sms': AVAILABLE,
      'GET /api/settings': settingsBody({ smsReminders: true }),
      'GET /api/billing/balance': {
        body: { success: true, balance: balanceFixture({ smsCredits: 0 }) },
      },
    });
    renderApp('/dashboard/settings');
    const group = await smsGroup();
    expect(await within(group).findByText('Il ne vous reste aucun crédit SMS.')).toBeInTheDocument();
    expect(
      within(group).getByText('Sans crédit SMS, vos clients ne reçoivent que l’e-mail de rappel.'),
    ).toBeInTheDocument();
  });
});
