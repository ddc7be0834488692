import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../test/axe';
import type { THandler } from '../../test/fetch-stub';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';
import type { TCalendarConnection } from './api/calendar-sync-schemas';
import { createChange, createConnection, syncBody } from './caldav.test-support';

async function openCard(handlers: Record<string, THandler>) {
  const api = stubProviderApi(handlers);
  renderApp('/dashboard/settings#synchroniser-agenda');
  const card = await screen.findByRole('region', { name: 'Synchroniser mon agenda' }, LOAD);
  return { api, card, ui: userEvent.setup() };
}

const work = createConnection({
  serverUrl: 'https://caldav.fastmail.com',
  username: 'camille@fastmail.fr',
  calendars: [
    {
      id: 'cal-travail',
      url: 'u1',
      name: 'Travail',
      color: '#e11d48',
      checkConflicts: true,
      writeBookings: true,
    },
    { id: 'cal-sport', url: 'u2', name: 'Sport', color: null, checkConflicts: false, writeBookings: false },
  ],
});
const home = createConnection({
  calendars: [
    {
      id: 'cal-maison',
      url: 'u3',
      name: 'Maison',
      color: '#16a34a',
      checkConflicts: true,
      writeBookings: false,
    },
  ],
});

describe('Synchroniser mon agenda — agendas connectés', () => {
  it('saves one writer across the accounts and the conflicts checked, only for the accounts that changed', async () => {
    const { api, card, ui } = await openCard({
      'GET /api/calendar-sync': syncBody({ connections: [work, home] }),
      [`PATCH /api/calendar-sync/${work.id}`]: { body: { success: true, connection: work } },
      [`PATCH /api/calendar-sync/${home.id}`]: { body: { success: true, connection: home } },
    });
    const save = await within(card).findByRole('button', { name: 'Enregistrer' });
    expect(save).toBeDisabled();
    expect(
      within(card).getByRole('radio', { name: 'Y ajouter mes rendez-vous — Travail (camille@fastmail.fr)' }),
    ).toBeChecked();

    await ui.click(within(card).getByRole('radio', { name: 'Y ajouter mes rendez-vous — Maison (camille)' }));
    expect(
      within(card).getByRole('radio', { name: 'Y ajouter mes rendez-vous — Travail (camille@fastmail.fr)' }),
    ).not.toBeChecked();
    await ui.click(
      within(card).getByRole('checkbox', { name: 'Vérifier les conflits — Sport (camille@fastmail.fr)' }),
    );
    expect(save).toBeEnabled();
    await ui.click(save);

    await waitFor(() => expect(api.callsTo(`PATCH /api/calendar-sync/${home.id}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /api/calendar-sync/${work.id}`)[0]?.body).toEqual({
      calendars: [
        { id: 'cal-travail', checkConflicts: true, writeBookings: false },
        { id: 'cal-sport', checkConflicts: true, writeBookings: false },
      ],
    });
    expect(api.callsTo(`PATCH /api/calendar-sync/${home.id}`)[0]?.body).toEqual({
      calendars: [{ id: 'cal-maison', checkConflicts: true, writeBookings: true }],
    });
    expect(await within(card).findByText('Vos choix d’agendas sont enregistrés.')).toBeInTheDocument();
    // The list is read again: the server clears the other writers.
    expect(api.callsTo('GET /api/calendar-sync').length).toBeGreaterThanOrEqual(2);
  });

  it('sends « Ne pas ajouter » and the titles switch of that account alone', async () => {
    const { api, card, ui } = await openCard({
      'GET /api/calendar-sync': syncBody({ connections: [work] }),
      [`PATCH /api/calendar-sync/${work.id}`]: { body: { success: true, connection: work } },
    });
    await ui.click(await within(card).findByRole('radio', { name: 'Ne pas ajouter mes rendez-vous' }));
    await ui.click(
      within(card).getByRole('checkbox', { name: 'Afficher le titre des événements dans l’agenda' }),
    );
    await ui.click(within(card).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/calendar-sync/${work.id}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /api/calendar-sync/${work.id}`)[0]?.body).toEqual({
      calendars: [
        { id: 'cal-travail', checkConflicts: true, writeBookings: false },
        { id: 'cal-sport', checkConflicts: false, writeBookings: false },
      ],
      showTitles: true,
    });
  });

  it('asks before disconnecting, says what stays, then deletes the account', async () => {
    let connections: TCalendarConnection[] = [work];
    const { api, card, ui } = await openCard({
      'GET /api/calendar-sync': () => syncBody({ connections }),
      [`DELETE /api/calendar-sync/${work.id}`]: () => {
        connections = [];
        return { status: 204 };
      },
    });
    await ui.click(await within(card).findByRole('button', { name: 'Déconnecter' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Déconnecter cet agenda ?' });
    expect(dialog).toHaveTextContent('Les occupations importées de cet agenda sont retirées de Créneau');
    expect(dialog).toHaveTextContent('Les événements déjà ajoutés restent dans votre agenda personnel.');
    await ui.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.callsTo(`DELETE /api/calendar-sync/${work.id}`)).toHaveLength(0);

    await ui.click(within(card).getByRole('button', { name: 'Déconnecter' }));
    dialog = screen.getByRole('alertdialog', { name: 'Déconnecter cet agenda ?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Déconnecter' }));
    expect(await within(card).findByRole('button', { name: 'Connecter un agenda' })).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/calendar-sync/${work.id}`)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a failing account in red with the server’s message', async () => {
    const failing = createConnection({
      status: 'error',
      lastError: 'Le serveur CalDAV a refusé le mot de passe d’application.',
      lastSyncAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    });
    const { card } = await openCard({ 'GET /api/calendar-sync': syncBody({ connections: [failing, work] }) });
    const badge = await within(card).findByText('Erreur');
    expect(badge).toHaveClass('text-red-800');
    expect(card).toHaveTextContent('Le serveur CalDAV a refusé le mot de passe d’application.');
    expect(card).toHaveTextContent('Dernière synchronisation réussie : il y a 2 heures');
    expect(within(card).getAllByText('Synchronisé')).toHaveLength(1);
  });

  it('asks for a sync and reads the list again until it has landed', async () => {
    let synced = work;
    const { api, card, ui } = await openCard({
      'GET /api/calendar-sync': () => syncBody({ connections: [synced] }),
      [`POST /api/calendar-sync/${work.id}/refresh`]: () => {
        synced = { ...work, lastSyncAt: new Date().toISOString() };
        return { status: 202, body: { success: true, connection: work } };
      },
    });
    await ui.click(await within(card).findByRole('button', { name: 'Actualiser' }));
    expect(within(card).getByText('Synchronisation en cours…')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Actualiser' })).toHaveAttribute('aria-busy', 'true');
    // The first read again comes 2 s later; then the spinner stops.
    expect(await within(card).findByText('à l’instant')).toBeInTheDocument();
    expect(within(card).queryByText('Synchronisation en cours…')).not.toBeInTheDocument();
    expect(api.callsTo(`POST /api/calendar-sync/${work.id}/refresh`)).toHaveLength(1);
  });
});

describe('Synchroniser mon agenda — accessibilité', () => {
  it('has no serious axe violation with two accounts, a change and the connect form open', async () => {
    const failing = createConnection({ status: 'error', lastError: 'Mot de passe refusé.' });
    const { card, ui } = await openCard({
      'GET /api/calendar-sync': syncBody({ connections: [work, failing], changes: [createChange()] }),
    });
    await ui.click(await within(card).findByRole('button', { name: 'Connecter un autre agenda' }));
    await ui.click(within(card).getByText('Avec Nextcloud'));
    expect(await seriousViolations(card)).toEqual([]);
  });
});

describe('Synchroniser mon agenda — modifications faites dans l’agenda', () => {
  const moved = createChange({ clientName: 'Jeanne Dupont' });
  const deleted = createChange({
    change: 'deleted',
    clientName: 'Paul Martin',
    remoteStart: null,
    remoteEnd: null,
  });

  it('lists them, keeps one, and cancels the other only after a confirmation that the client is e-mailed', async () => {
    const { api, card, ui } = await openCard({
      'GET /api/calendar-sync': syncBody({ connections: [work], changes: [moved, deleted] }),
      [`POST /api/calendar-sync/changes/${moved.bookingId}/keep`]: { body: { success: true } },
      [`POST /api/calendar-sync/changes/${deleted.bookingId}/cancel-booking`]: { body: { success: true } },
    });
    const list = await within(card).findByRole('region', { name: 'Modifications faites dans votre agenda' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Jeanne Dupont — Coupe femme, jeudi 3 décembre à 10:30');
    expect(first).toHaveTextContent('Déplacé dans votre agenda au jeudi 3 décembre à 14:00');
    expect(second).toHaveTextContent('Paul Martin — Coupe femme, jeudi 3 décembre à 10:30');
    expect(second).toHaveTextContent('Supprimé de votre agenda');

    await ui.click(within(first as HTMLElement).getByRole('button', { name: 'Garder le rendez-vous' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/calendar-sync/changes/${moved.bookingId}/keep`)).toHaveLength(1),
    );

    await ui.click(
      within(second as HTMLElement).getByRole('button', { name: 'Annuler le rendez-vous du client' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler ce rendez-vous ?' });
    expect(dialog).toHaveTextContent('votre client en sera informé par e-mail');
    expect(api.callsTo(`POST /api/calendar-sync/changes/${deleted.bookingId}/cancel-booking`)).toHaveLength(
      0,
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/calendar-sync/changes/${deleted.bookingId}/cancel-booking`)).toHaveLength(
        1,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST /api/calendar-sync/changes/${moved.bookingId}/cancel-booking`)).toHaveLength(0);
  });
});
