import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultPreferences, type TNotificationPreferences } from '../../../shared/schemas/notifications';
import { createUser } from '../../test/factories';
import type { THandler } from '../../test/fetch-stub';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

const echo: THandler = ({ body }) => ({
  body: {
    success: true,
    preferences: {
      ...defaultPreferences(),
      ...(body as { preferences: Partial<TNotificationPreferences> }).preferences,
    },
  },
});

describe('notification preferences', () => {
  it('shows a matrix of the types × the channels each offers, and saves only the changed types', async () => {
    const api = stubProviderApi({ 'POST /api/user-notifications/preferences': echo });
    const ui = userEvent.setup();
    renderApp('/dashboard/settings');
    const table = await screen.findByRole('table', { name: /Préférences de notification/ }, LOAD);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Type', 'Dans l’application', 'E-mail', 'Navigateur']);
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(rows).toContain('Nouveau rendez-vous pris en ligne par un client');
    expect(rows).toContain('Réponse de l’équipe Créneau');
    expect(rows).toContain('Suivi de mes commandes');
    // The administrators' own types are theirs alone.
    expect(rows).not.toContain('Envoi en échec après tous ses essais (remboursement, e-mail…)');
    // Contractual information is always sent: no choice to offer, a sentence says so.
    expect(rows).not.toContain('Changement des sous-traitants ultérieurs (article 9 du DPA)');
    expect(
      screen.getByText(/Les informations prévues par votre DPA, comme un changement de nos sous-traitants/),
    ).toHaveTextContent('vous sont toujours envoyées par e-mail et dans l’application.');
    // The support reply has no push: a dash, not a disabled checkbox.
    const support = within(table)
      .getByRole('rowheader', { name: 'Réponse de l’équipe Créneau' })
      .closest('tr') as HTMLElement;
    expect(within(support).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(support).getByText('Non proposé')).toBeInTheDocument();

    const email = screen.getByRole('checkbox', { name: 'Annulation par un client — E-mail' });
    expect(email).toBeChecked();
    await ui.click(screen.getByRole('button', { name: 'Enregistrer les préférences' }));
    expect(await screen.findByText('Aucune modification à enregistrer.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user-notifications/preferences')).toHaveLength(0);

    await ui.click(email);
    await ui.click(screen.getByRole('checkbox', { name: 'Annulation par un client — Navigateur' }));
    await ui.click(screen.getByRole('button', { name: 'Enregistrer les préférences' }));
    expect(await screen.findByText('Vos préférences de notification sont enregistrées.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user-notifications/preferences')[0]?.body).toEqual({
      preferences: { booking_cancelled: { inApp: true, email: false, push: false } },
    });
    expect(email).not.toBeChecked();
  });

  it('says when the preferences cannot be saved, and keeps the choice', async () => {
    stubProviderApi({
      'POST /api/user-notifications/preferences': {
        status: 422,
        body: { success: false, message: 'Type de notification inconnu', field: 'preferences' },
      },
    });
    const ui = userEvent.setup();
    renderApp('/dashboard/settings');
    const box = await screen.findByRole(
      'checkbox',
      { name: 'Nouveau rendez-vous pris en ligne par un client — E-mail' },
      LOAD,
    );
    await ui.click(box);
    await ui.click(screen.getByRole('button', { name: 'Enregistrer les préférences' }));
    expect(
      await screen.findByText(/Vos préférences n’ont pas été enregistrées\. Type de notification inconnu/),
    ).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it('gives administrators their own types in a dialog opened from the bell', async () => {
    const admin = createUser({ role: 'admin' });
    const api = stubProviderApi(
      {
        'GET /api/admin/users': { body: { success: true, users: [], total: 0, page: 1, limit: 20 } },
        'GET /api/user-notifications': {
          body: { success: true, notifications: [], total: 0, unreadCount: 0, page: 1, limit: 20 },
        },
        'POST /api/user-notifications/preferences': echo,
      },
      admin,
    );
    const ui = userEvent.setup();
    renderApp('/admin/audit');
    await ui.click(await screen.findByRole('button', { name: 'Notifications' }, LOAD));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await ui.click(within(panel).getByRole('button', { name: 'Préférences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Préférences de notification' });
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Réponse de l’équipe Créneau',
      'Envoi en échec après tous ses essais (remboursement, e-mail…)',
      'Paiement Stripe refusé (montant, devise ou produit inattendu)',
    ]);
    // A failed send is told in the app and by push, never by e-mail (the e-mail may be what failed).
    const failed = within(table)
      .getByRole('rowheader', { name: /^Envoi en échec/ })
      .closest('tr') as HTMLElement;
    expect(
      within(failed)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual([
      'Envoi en échec après tous ses essais (remboursement, e-mail…) — Dans l’application',
      'Envoi en échec après tous ses essais (remboursement, e-mail…) — Navigateur',
    ]);
    await ui.click(within(dialog).getByRole('checkbox', { name: 'Réponse de l’équipe Créneau — E-mail' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Enregistrer les préférences' }));
    await waitFor(() => expect(api.callsTo('POST /api/user-notifications/preferences')).toHaveLength(1));
    expect(api.callsTo('POST /api/user-notifications/preferences')[0]?.body).toEqual({
      preferences: { support_reply: { inApp: true, email: false, push: false } },
    });
  });

  it('leads providers from the panel to the preferences in Paramètres', async () => {
    stubProviderApi({
      'GET /api/bookings': { body: { success: true, bookings: [] } },
      'GET /api/user-notifications': {
        body: { success: true, notifications: [], total: 0, unreadCount: 0, page: 1, limit: 20 },
      },
    });
    const ui = userEvent.setup();
    const view = renderApp('/dashboard/agenda');
    await ui.click(await screen.findByRole('button', { name: 'Notifications' }, LOAD));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await ui.click(within(panel).getByRole('link', { name: 'Préférences' }));
    await waitFor(() => expect(view.router.state.location.hash).toBe('#preferences-notifications'));
    expect(view.location()).toBe('/dashboard/settings');
    expect(await screen.findByRole('heading', { name: 'Notifications par type' }, LOAD)).toBeInTheDocument();
  });
});
