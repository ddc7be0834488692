import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { THandler } from '../../test/fetch-stub';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';
import type { TCalendarConnection } from './api/calendar-sync-schemas';
import { createConnection, syncBody } from './caldav.test-support';

function openSettings(handlers: Record<string, THandler>) {
  const api = stubProviderApi(handlers);
  renderApp('/dashboard/settings');
  return { api, ui: userEvent.setup() };
}

async function fillForm(ui: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('region', { name: 'Synchroniser mon agenda' }, LOAD);
  await ui.click(await within(card).findByRole('button', { name: 'Connecter un agenda' }));
  await ui.type(
    within(card).getByLabelText('Adresse du serveur CalDAV'),
    'https://cloud.example.fr/remote.php/dav',
  );
  await ui.type(within(card).getByLabelText('Identifiant'), 'camille');
  await ui.type(within(card).getByLabelText('Mot de passe d’application'), 'abcd-efgh-ijkl');
  return card;
}

const refusal = (code: string, message: string): THandler => ({
  status: 422,
  body: { success: false, code, message },
});

describe('Synchroniser mon agenda — connexion', () => {
  it('explains the sync, connects an account and then lists its calendars', async () => {
    let connections: TCalendarConnection[] = [];
    const connection = createConnection();
    const { api, ui } = openSettings({
      'GET /api/calendar-sync': () => syncBody({ connections }),
      'POST /api/calendar-sync': () => {
        connections = [connection];
        return { status: 201, body: { success: true, connection } };
      },
    });
    const card = await screen.findByRole('region', { name: 'Synchroniser mon agenda' }, LOAD);
    expect(card).toHaveAttribute('id', 'synchroniser-agenda');
    expect(card).toHaveTextContent(
      'Les événements de votre agenda personnel bloquent les créneaux correspondants, et vos rendez-vous Créneau s’ajoutent à votre agenda.',
    );
    expect(within(card).queryByRole('checkbox', { name: /Vérifier les conflits/ })).not.toBeInTheDocument();
    await fillForm(ui);
    const password = within(card).getByLabelText('Mot de passe d’application');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(card).toHaveTextContent('Créneau le conserve chiffré et ne l’affiche plus jamais.');
    await ui.click(within(card).getByText('Avec iCloud'));
    expect(card).toHaveTextContent('https://caldav.icloud.com');
    await ui.click(within(card).getByRole('button', { name: 'Connecter' }));

    expect(
      await within(card).findByRole('checkbox', { name: 'Vérifier les conflits — Personnel' }),
    ).toBeChecked();
    expect(within(card).getByRole('radio', { name: 'Ne pas ajouter mes rendez-vous' })).toBeChecked();
    expect(within(card).getByText('Votre agenda est connecté.', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('Synchronisé')).toBeInTheDocument();
    expect(within(card).getByText('il y a 3 minutes')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Mot de passe d’application')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/calendar-sync')[0]?.body).toEqual({
      serverUrl: 'https://cloud.example.fr/remote.php/dav',
      username: 'camille',
      password: 'abcd-efgh-ijkl',
    });
  });

  it('shows a refused password under its field, keeps what was typed and changes nothing else', async () => {
    const { api, ui } = openSettings({
      'POST /api/calendar-sync': refusal(
        'CALDAV_AUTH',
        'Identifiant ou mot de passe d’application refusé par le serveur.',
      ),
    });
    const card = await fillForm(ui);
    await ui.click(within(card).getByRole('button', { name: 'Connecter' }));
    const password = within(card).getByLabelText('Mot de passe d’application');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      /Identifiant ou mot de passe d’application refusé par le serveur\.$/,
    );
    expect(password).toHaveValue('abcd-efgh-ijkl');
    expect(within(card).getByLabelText('Adresse du serveur CalDAV')).not.toHaveAttribute('aria-invalid');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/calendar-sync')).toHaveLength(1);
  });

  it('says « Connexion… » while the server checks the account, and takes no second click', async () => {
    const { api, ui } = openSettings({ 'POST /api/calendar-sync': 'hang' });
    const card = await fillForm(ui);
    await ui.click(within(card).getByRole('button', { name: 'Connecter' }));
    const pending = await within(card).findByRole('button', { name: 'Connexion…' });
    expect(pending).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Annuler' })).toBeDisabled();
    expect(api.callsTo('POST /api/calendar-sync')).toHaveLength(1);
  });

  it('says next to the address when the server cannot be reached', async () => {
    const { ui } = openSettings({
      'POST /api/calendar-sync': refusal('CALDAV_UNREACHABLE', 'Le serveur CalDAV ne répond pas.'),
    });
    const card = await fillForm(ui);
    await ui.click(within(card).getByRole('button', { name: 'Connecter' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Le serveur CalDAV ne répond pas.');
    // The alert sits with the address field, above the user name.
    const address = within(card).getByLabelText('Adresse du serveur CalDAV');
    expect(address.parentElement?.parentElement).toContainElement(alert);
    expect(within(card).getByLabelText('Mot de passe d’application')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the fields before sending, then shows the server’s validation under the field it names', async () => {
    const { api, ui } = openSettings({
      'POST /api/calendar-sync': {
        status: 400,
        body: { success: false, code: 'VALIDATION', message: 'Adresse https:// requise', field: 'serverUrl' },
      },
    });
    const card = await screen.findByRole('region', { name: 'Synchroniser mon agenda' }, LOAD);
    await ui.click(await within(card).findByRole('button', { name: 'Connecter un agenda' }));
    await ui.click(within(card).getByRole('button', { name: 'Connecter' }));
    expect(await within(card).findByText('L’adresse du serveur est requise')).toBeInTheDocument();
    expect(within(card).getByText('L’identifiant est requis')).toBeInTheDocument();
    expect(within(card).getByText('Le mot de passe d’application est requis')).toBeInTheDocument();
    expect(api.callsTo('POST /api/calendar-sync')).toHaveLength(0);

    await ui.type(within(card).getByLabelText('Adresse du serveur CalDAV'), 'http://cloud.example.fr');
    await ui.type(within(card).getByLabelText('Identifiant'), 'camille');
    await ui.type(within(card).getByLabelText('Mot de passe d’application'), 'secret');
    await ui.click(within(card).getByRole('button', { name: 'Connecter' }));
    expect(await within(card).findByText('Adresse https:// requise')).toBeInTheDocument();
    expect(within(card).getByLabelText('Adresse du serveur CalDAV')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/calendar-sync')).toHaveLength(1);
  });

  it('shows a loading state, then an error with « Réessayer » when the list cannot be read', async () => {
    let fail = true;
    const { ui } = openSettings({
      'GET /api/calendar-sync': () =>
        fail
          ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'Erreur interne' } }
          : syncBody(),
    });
    const card = await screen.findByRole('region', { name: 'Synchroniser mon agenda' }, LOAD);
    expect(
      await within(card).findByText(/Impossible de charger vos agendas connectés\./),
    ).toBeInTheDocument();
    fail = false;
    await ui.click(within(card).getByRole('button', { name: 'Réessayer' }));
    expect(await within(card).findByRole('button', { name: 'Connecter un agenda' })).toBeInTheDocument();
  });
});
