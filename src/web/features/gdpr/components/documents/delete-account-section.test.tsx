import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceFixture } from '../../../../lib/billing/billing-fixtures.test-support';
import { useFakeSocketAndAlert } from '../../../../lib/realtime/fake-socket.test-support';
import { STORAGE } from '../../../../lib/storage-keys';
import { createUser, seedSession } from '../../../../test/factories';
import { stubFetch, type THandler } from '../../../../test/fetch-stub';
import { LOAD } from '../../../../test/provider-fixtures';
import { renderApp } from '../../../../test/render-app';

/** A provider on /rgpd/documents who has not signed a DPA yet: the deletion never waits for one. */
function signedIn(handlers: Record<string, THandler> = {}) {
  const user = createUser({ name: 'Camille Martin' });
  const token = seedSession(user, { rememberMe: true });
  const api = stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user } },
    'GET /api/dpa/content': { body: { success: true, dpa: null } },
    'GET /api/billing/balance': { body: { success: true, balance: balanceFixture() } },
    ...handlers,
  });
  return { user, token, api };
}

describe('Documents RGPD — suppression du compte', () => {
  const env = useFakeSocketAndAlert();
  /** The server refuses the password, naming the field. */
  const WRONG_PASSWORD = {
    'DELETE /api/account': {
      status: 401,
      body: { success: false, code: 'UNAUTHORIZED', message: 'Mot de passe incorrect', field: 'password' },
    },
  };

  async function openDeletion() {
    const ui = userEvent.setup();
    const app = renderApp('/rgpd/documents');
    const card = within(await screen.findByRole('region', { name: 'Supprimer mon compte' }, LOAD));
    expect(
      card.getByText('Vos rendez-vous à venir sont annulés et vos clients prévenus par e-mail.'),
    ).toBeVisible();
    return { ui, app, card };
  }

  /** A wrong password typed and sent: the confirmation dialog opens next. */
  async function submitWrongPassword() {
    const opened = await openDeletion();
    await opened.ui.type(opened.card.getByLabelText('Mot de passe'), 'mauvais-mot');
    await opened.ui.click(opened.card.getByRole('button', { name: 'Supprimer mon compte' }));
    return opened;
  }

  it('asks for the password before anything else', async () => {
    const { api } = signedIn();
    const { ui, card } = await openDeletion();
    await ui.click(card.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(card.getByText('Le mot de passe est requis')).toBeInTheDocument();
    expect(card.getByLabelText('Mot de passe')).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/account')).toHaveLength(0);
  });

  it('keeps the session when the password is wrong, with the error on the field', async () => {
    const { api, token } = signedIn(WRONG_PASSWORD);
    const { ui, app, card } = await submitWrongPassword();
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Supprimer définitivement votre compte ?',
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Oui, supprimer mon compte' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(card.getByText('Mot de passe incorrect')).toBeInTheDocument();
    expect(card.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(card.getByLabelText('Mot de passe')).toHaveFocus());
    expect(api.callsTo('DELETE /api/account')[0]?.body).toEqual({ password: 'mauvais-mot' });
    expect(env.alert).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE.token)).toBe(token);
    expect(app.location()).toBe('/rgpd/documents');
  });

  it('shows other refusals in the dialog', async () => {
    signedIn({
      'DELETE /api/account': {
        status: 429,
        body: { message: 'Trop de tentatives. Réessayez dans 15 minutes.' },
      },
    });
    const { ui, card } = await openDeletion();
    await ui.type(card.getByLabelText('Mot de passe'), 'secret-123');
    await ui.click(card.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('alertdialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Oui, supprimer mon compte' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Réessayez dans 15 minutes.',
    );
  });

  async function confirmDeletion() {
    const { ui, app, card } = await openDeletion();
    await ui.type(card.getByLabelText('Mot de passe'), 'secret-123');
    await ui.click(card.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cette action est irréversible.');
    await ui.click(within(dialog).getByRole('button', { name: 'Oui, supprimer mon compte' }));
    return app;
  }

  it('deletes the account: alert with the server message, storage cleared, the « Compte supprimé » page', async () => {
    const { api } = signedIn({
      'DELETE /api/account': {
        body: { success: true, message: 'Votre compte et vos données ont été supprimés.' },
      },
    });
    sessionStorage.setItem('returnTo', '/dashboard');
    const app = await confirmDeletion();

    expect(await screen.findByRole('heading', { level: 1, name: 'Compte supprimé' }, LOAD)).toBeVisible();
    expect(app.location()).toBe('/compte-supprime');
    expect(document.title).toBe('Compte supprimé — Créneau');
    expect(
      screen.getByText(/Vos factures, vos commandes .* et votre DPA signé sont conservés/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(env.alert).toHaveBeenCalledExactlyOnceWith('Votre compte et vos données ont été supprimés.');
    expect(localStorage.getItem(STORAGE.token)).toBeNull();
    expect(localStorage.getItem(STORAGE.user)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(api.callsTo('DELETE /api/account')[0]?.body).toEqual({ password: 'secret-123' });
    // Nothing of the old session is fetched again on the way out.
    expect(api.unexpected).toEqual([]);
    expect(api.callsTo('GET /api/dpa/content')).toHaveLength(1);
    expect(api.callsTo('GET /api/billing/balance')).toHaveLength(1);
  });

  it('alerts once and still lands on the page when the socket event arrives before the answer', async () => {
    const { user } = signedIn({
      'DELETE /api/account': () => {
        env.socket.receive('user_account_deleted', {
          userId: user.id,
          message: 'Votre compte a été supprimé.',
        });
        return { body: { success: true, message: 'Votre compte et vos données ont été supprimés.' } };
      },
    });
    const app = await confirmDeletion();
    await waitFor(() => expect(app.location()).toBe('/compte-supprime'));
    expect(env.alert).toHaveBeenCalledExactlyOnceWith('Votre compte a été supprimé.');
  });

  it('after a refused password, a deletion made elsewhere goes to / as SPEC §4 says', async () => {
    const { user } = signedIn(WRONG_PASSWORD);
    const { ui, app, card } = await submitWrongPassword();
    const dialog = await screen.findByRole('alertdialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Oui, supprimer mon compte' }));
    expect(await card.findByText('Mot de passe incorrect')).toBeInTheDocument();

    env.socket.receive('user_account_deleted', { userId: user.id, message: 'Votre compte a été supprimé.' });
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(env.alert).toHaveBeenCalledExactlyOnceWith('Votre compte a été supprimé.');
  });
});
