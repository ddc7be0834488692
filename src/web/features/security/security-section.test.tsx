import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TSupportAccess } from '../../../shared/schemas/impersonation';
import type { THandler } from '../../test/fetch-stub';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';
import { NO_SUPPORT_ACCESS } from './components/support-access-list';

const IMPERSONATION_REFUSAL =
  "Action réservée au titulaire du compte : elle est impossible lorsque l'administration est connectée à sa place.";

function openSecurity(handlers: Record<string, THandler> = {}, accesses: TSupportAccess[] = []) {
  const api = stubProviderApi({
    'GET /api/auth/support-access': { body: { success: true, accesses } },
    ...handlers,
  });
  renderApp('/dashboard/security');
  return { api, ui: userEvent.setup() };
}

async function fillPasswords(
  ui: ReturnType<typeof userEvent.setup>,
  values: { current: string; next: string; confirm: string },
) {
  await ui.type(await screen.findByLabelText('Mot de passe actuel', {}, LOAD), values.current);
  await ui.type(screen.getByLabelText('Nouveau mot de passe'), values.next);
  await ui.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), values.confirm);
  await ui.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
}

describe('Sécurité: changer le mot de passe', () => {
  it('checks length and confirmation in the browser (SPEC §5), then shows the server’s field error', async () => {
    const { api, ui } = openSecurity({
      'POST /api/auth/change-password': {
        status: 401,
        body: { success: false, message: 'Mot de passe actuel incorrect', field: 'currentPassword' },
      },
    });
    await fillPasswords(ui, { current: 'ancien-mot', next: 'court', confirm: 'autre' });
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/change-password')).toHaveLength(0);

    await ui.clear(screen.getByLabelText('Nouveau mot de passe'));
    await ui.type(screen.getByLabelText('Nouveau mot de passe'), 'Nouveau-mot-2');
    await ui.clear(screen.getByLabelText('Confirmer le nouveau mot de passe'));
    await ui.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'Nouveau-mot-2');
    await ui.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('Mot de passe actuel incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'ancien-mot',
      newPassword: 'Nouveau-mot-2',
    });
    // A wrong password is not an ended session: still on the page, still signed in.
    expect(screen.getByRole('heading', { level: 1, name: 'Sécurité' })).toBeInTheDocument();
  });

  it('confirms the change and empties the form', async () => {
    const { ui } = openSecurity({
      'POST /api/auth/change-password': {
        body: {
          success: true,
          message: 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
        },
      },
    });
    await fillPasswords(ui, { current: 'ancien-mot', next: 'Nouveau-mot-2', confirm: 'Nouveau-mot-2' });
    expect(await screen.findByText(/Votre mot de passe a été modifié\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('');
  });

  it('shows the refusal when the administration is connected in the holder’s place', async () => {
    const { ui } = openSecurity({
      'POST /api/auth/change-password': {
        status: 403,
        body: { success: false, code: 'IMPERSONATION_FORBIDDEN', message: IMPERSONATION_REFUSAL },
      },
    });
    await fillPasswords(ui, { current: 'ancien-mot', next: 'Nouveau-mot-2', confirm: 'Nouveau-mot-2' });
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPERSONATION_REFUSAL);
  });
});

describe('Sécurité: accès du support', () => {
  it('says when the support never connected', async () => {
    openSecurity();
    expect(await screen.findByText(NO_SUPPORT_ACCESS, {}, LOAD)).toBeInTheDocument();
  });

  it('lists each visit with its day and time in French, its end and its reason', async () => {
    openSecurity({}, [
      {
        id: 'b',
        startedAt: '2025-11-18T09:30:00.000Z',
        endedAt: null,
        expiresAt: '2025-11-18T10:00:00.000Z',
        reason: 'Vérifier la page de réservation',
      },
      {
        id: 'a',
        startedAt: '2025-06-01T08:00:00.000Z',
        endedAt: '2025-06-01T08:12:00.000Z',
        expiresAt: '2025-06-01T08:30:00.000Z',
        reason: 'Ticket 42 : rappels non reçus',
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Accès du support' }, LOAD);
    const [latest, first] = within(list).getAllByRole('listitem');
    expect(latest).toHaveTextContent('Le mardi 18 novembre 2025 à 10:30');
    expect(latest).toHaveTextContent('Expirée à 11:00');
    expect(latest).toHaveTextContent('Motif : Vérifier la page de réservation');
    expect(first).toHaveTextContent('Le dimanche 1er juin 2025 à 10:00');
    expect(first).toHaveTextContent('Terminée à 10:12 (durée : 12 min)');
    expect(first).toHaveTextContent('Motif : Ticket 42 : rappels non reçus');
  });

  it('offers to retry when the list cannot be loaded', async () => {
    openSecurity({ 'GET /api/auth/support-access': { status: 500, body: { message: 'Erreur interne' } } });
    expect(
      await screen.findByText(/Impossible de charger les accès du support/, {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
