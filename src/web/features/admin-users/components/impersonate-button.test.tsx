import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE } from '../../../lib/storage-keys';
import { userDetail } from '../../../test/admin-users-fixtures';
import { createToken, createUser, seedSession } from '../../../test/factories';
import { stubFetch, type THandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { ImpersonateButton } from './impersonate-button';
import { REASON_REQUIRED } from './reason-dialog';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const camille = createUser({ name: 'Camille Martin', email: 'camille@example.fr' });
const IMPERSONATE = `/api/admin/users/${camille.id}/impersonate`;

/** An administrator on Camille's account page (a provider). */
function adminOnUsersPage(handlers: Record<string, THandler> = {}) {
  const adminToken = seedSession(admin);
  const userToken = createToken(camille, { imp: admin.id, exp: Math.floor(Date.now() / 1000) + 30 * 60 });
  const api = stubFetch({
    'GET /api/auth/verify-token': (call) => ({
      body: { success: true, user: call.headers.Authorization === `Bearer ${adminToken}` ? admin : camille },
    }),
    [`GET /api/admin/users/${camille.id}`]: { body: userDetail(camille) },
    [`POST ${IMPERSONATE}`]: { body: { success: true, token: userToken, user: camille } },
    'POST /api/auth/impersonation/end': { body: { success: true, message: 'Retour' } },
    'GET /api/bookings': { body: { success: true, bookings: [] } },
    'GET /api/provider/profile': {
      body: {
        success: true,
        profile: {
          providerId: camille.id,
          displayName: 'Salon Camille',
          description: '',
          address: '',
          phone: '',
          timezone: 'Europe/Paris',
          slug: null,
        },
      },
    },
    ...handlers,
  });
  return { api, adminToken, userToken, app: renderApp(`/admin/users/${camille.id}`), ui: userEvent.setup() };
}

async function openDialog(ui: ReturnType<typeof userEvent.setup>) {
  await ui.click(await screen.findByRole('button', { name: 'Se connecter en tant que' }));
  return screen.getByRole('alertdialog', { name: 'Se connecter en tant que Camille Martin' });
}

describe('« Se connecter en tant que »', () => {
  it.each([
    [{ role: 'admin' as const }, 'Impossible pour un compte administrateur.'],
    [{ status: 'suspended' as const }, 'Compte suspendu : réactivez-le d’abord.'],
    [{ status: 'deleted' as const }, 'Compte supprimé.'],
  ])('is disabled, saying why, for %o', (overrides, why) => {
    render(<ImpersonateButton user={{ ...camille, ...overrides }} />);
    const button = screen.getByRole('button', { name: 'Se connecter en tant que' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(why);
  });

  it('asks for a reason before anything is sent', async () => {
    const { api, ui } = adminOnUsersPage();
    const dialog = await openDialog(ui);
    expect(dialog).toHaveTextContent('visibles par l’utilisateur');
    await ui.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeInTheDocument();
    expect(api.callsTo(`POST ${IMPERSONATE}`)).toHaveLength(0);

    await ui.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the server’s refusal in the dialog', async () => {
    const refusal = 'Ce compte est suspendu : réactivez-le avant de vous y connecter.';
    const { ui } = adminOnUsersPage({
      [`POST ${IMPERSONATE}`]: { status: 409, body: { success: false, code: 'CONFLICT', message: refusal } },
    });
    const dialog = await openDialog(ui);
    await ui.type(within(dialog).getByLabelText('Motif'), 'Ticket 42');
    await ui.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(localStorage.getItem(STORAGE.originalToken)).toBeNull();
  });

  it('hands the browser over to the provider (SPEC §4), shows the banner, and comes back to /admin', async () => {
    const { api, adminToken, userToken, app, ui } = adminOnUsersPage();
    const dialog = await openDialog(ui);
    await ui.type(within(dialog).getByLabelText('Motif'), 'Ticket 42 : agenda vide');
    await ui.click(within(dialog).getByRole('button', { name: 'Se connecter' }));

    const banner = await screen.findByRole('region', { name: 'Connexion de l’administration' });
    expect(banner).toHaveTextContent('Vous êtes connecté en tant que Camille Martin (camille@example.fr)');
    expect(banner).toHaveTextContent(/encore (30|29) min/);
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(api.callsTo(`POST ${IMPERSONATE}`)[0]?.body).toEqual({ reason: 'Ticket 42 : agenda vide' });
    expect(localStorage.getItem(STORAGE.originalToken)).toBe(adminToken);
    expect(localStorage.getItem(STORAGE.token)).toBe(userToken);
    expect(localStorage.getItem(STORAGE.adminRedirect)).toBe('true');
    expect(JSON.parse(localStorage.getItem(STORAGE.user) ?? '{}').email).toBe('camille@example.fr');
    // The redirect target was followed and forgotten; a delegated admin never asks for the DPA.
    expect(localStorage.getItem(STORAGE.redirectionInProgress)).toBeNull();
    expect(api.callsTo('GET /api/dpa/status')).toHaveLength(0);

    await ui.click(within(banner).getByRole('button', { name: "Revenir à l'administration" }));
    await waitFor(() => expect(app.location()).toBe('/admin'));
    expect(api.callsTo('POST /api/auth/impersonation/end')[0]?.headers.Authorization).toBe(
      `Bearer ${userToken}`,
    );
    expect(localStorage.getItem(STORAGE.token)).toBe(adminToken);
    expect(localStorage.getItem(STORAGE.originalToken)).toBeNull();
    expect(localStorage.getItem(STORAGE.adminRedirect)).toBe('true');
    expect(JSON.parse(localStorage.getItem(STORAGE.user) ?? '{}').email).toBe('admin@creneau.fr');
    expect(screen.queryByRole('region', { name: 'Connexion de l’administration' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
  });
});
