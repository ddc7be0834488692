import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RETURN_TO_KEY } from '../../../lib/auth/auth-storage';
import { STORAGE } from '../../../lib/storage-keys';
import { createToken, createUser } from '../../../test/factories';
import { stubFetch, type TStubReply } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

async function openLogin(loginReply?: TStubReply, extra: Parameters<typeof stubFetch>[0] = {}) {
  const api = stubFetch({ ...(loginReply ? { 'POST /api/auth/login': loginReply } : {}), ...extra });
  const app = renderApp('/?auth=login');
  const dialog = await screen.findByRole('dialog', { name: 'Connexion' });
  return { api, app, dialog, user: userEvent.setup() };
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  rememberMe = false,
) {
  await user.type(within(dialog).getByLabelText('Adresse e-mail'), 'camille@example.fr');
  await user.type(within(dialog).getByLabelText('Mot de passe'), 'un-mot-de-passe');
  if (rememberMe) await user.click(within(dialog).getByLabelText('Se souvenir de moi'));
  await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
}

describe('login modal', () => {
  it('sets the tab title, focuses the e-mail field and closes back to / with Escape', async () => {
    const { app, user, dialog } = await openLogin();
    expect(document.title).toBe('Connexion — Créneau');
    await waitFor(() => expect(within(dialog).getByLabelText('Adresse e-mail')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks to fill every field ('Veuillez remplir tous les champs') without calling the server", async () => {
    const { api, dialog, user } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(await within(dialog).findByText('Veuillez remplir tous les champs')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('shows and hides the password with a pressed-state toggle', async () => {
    const { dialog, user } = await openLogin();
    const password = within(dialog).getByLabelText('Mot de passe');
    const toggle = within(dialog).getByRole('button', { name: 'Afficher le mot de passe' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it("401 → 'Email ou mot de passe incorrect'", async () => {
    const { dialog, user, api } = await openLogin({
      status: 401,
      body: { message: 'Email ou mot de passe incorrect' },
    });
    await fillAndSubmit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect');
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'camille@example.fr',
      password: 'un-mot-de-passe',
      rememberMe: false,
    });
  });

  it('403 emailNotVerified → its message and a working resend button', async () => {
    const { dialog, user, api } = await openLogin(
      {
        status: 403,
        body: {
          emailNotVerified: true,
          message: 'Veuillez vérifier votre adresse email avant de vous connecter',
        },
      },
      {
        'POST /api/auth/resend-verification': {
          body: { success: true, message: 'Si un compte non vérifié existe, un e-mail a été envoyé.' },
        },
      },
    );
    await fillAndSubmit(user, dialog);
    expect(
      await within(dialog).findByText('Veuillez vérifier votre adresse email avant de vous connecter'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "Renvoyer l'e-mail de vérification" }));
    expect(
      await within(dialog).findByText('Si un compte non vérifié existe, un e-mail a été envoyé.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/resend-verification')[0]?.body).toEqual({
      email: 'camille@example.fr',
    });
  });

  it('a server without a message → Erreur de serveur (status)', async () => {
    const { dialog, user } = await openLogin({ status: 502 });
    await fillAndSubmit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erreur de serveur (502)');
  });

  it('no response → the connection message', async () => {
    const { dialog, user } = await openLogin('network-error');
    await fillAndSubmit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Impossible de contacter le serveur. Vérifiez votre connexion internet.',
    );
  });

  it("an unusable success → 'Erreur inattendue, veuillez réessayer'", async () => {
    const { dialog, user } = await openLogin({ body: { success: false } });
    await fillAndSubmit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Erreur inattendue, veuillez réessayer',
    );
  });

  it('remembered: stores the token in localStorage and goes to /dashboard', async () => {
    const account = createUser({ name: 'Camille Martin' });
    const token = createToken(account);
    const { dialog, user, app } = await openLogin({ body: { success: true, token, user: account } });
    await fillAndSubmit(user, dialog, true);
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(localStorage.getItem(STORAGE.token)).toBe(token);
    expect(localStorage.getItem(STORAGE.authToken)).toBe(token);
    expect(localStorage.getItem(STORAGE.rememberMe)).toBe('true');
    expect(JSON.parse(localStorage.getItem(STORAGE.user) ?? '{}')).toMatchObject({ email: account.email });
    expect(await screen.findByRole('heading', { name: 'Bonjour Camille Martin' })).toBeInTheDocument();
  });

  it('not remembered: the token lives in sessionStorage; the remembered page is followed', async () => {
    const account = createUser();
    const token = createToken(account);
    sessionStorage.setItem(RETURN_TO_KEY, '/dashboard/services');
    const { dialog, user, app } = await openLogin({ body: { success: true, token, user: account } });
    await fillAndSubmit(user, dialog);
    await waitFor(() => expect(app.location()).toBe('/dashboard/services'));
    expect(sessionStorage.getItem(STORAGE.token)).toBe(token);
    expect(localStorage.getItem(STORAGE.token)).toBeNull();
  });

  it('an admin goes to /admin with the admin marker', async () => {
    const admin = createUser({ role: 'admin' });
    const { dialog, user, app } = await openLogin(
      { body: { success: true, token: createToken(admin), user: admin } },
      { 'GET /api/admin/users/search': { body: { success: true, users: [], total: 0 } } },
    );
    await fillAndSubmit(user, dialog);
    await waitFor(() => expect(app.location()).toBe('/admin'));
    expect(localStorage.getItem(STORAGE.adminRedirect)).toBe('true');
  });

  it('opens the forgot-password step and shows the neutral confirmation', async () => {
    const { dialog, user, api } = await openLogin(undefined, {
      'POST /api/auth/forgot-password': { body: { success: true, message: 'ok' } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Mot de passe oublié ?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Mot de passe oublié' });
    await user.click(within(forgot).getByRole('button', { name: 'Envoyer le lien' }));
    expect(await within(forgot).findByText('Veuillez saisir votre adresse email')).toBeInTheDocument();
    await user.type(within(forgot).getByLabelText('Adresse e-mail'), 'pas-un-email');
    await user.click(within(forgot).getByRole('button', { name: 'Envoyer le lien' }));
    expect(await within(forgot).findByText('Veuillez saisir une adresse email valide')).toBeInTheDocument();
    await user.clear(within(forgot).getByLabelText('Adresse e-mail'));
    await user.type(within(forgot).getByLabelText('Adresse e-mail'), 'camille@example.fr');
    await user.click(within(forgot).getByRole('button', { name: 'Envoyer le lien' }));
    expect(await within(forgot).findByText(/Si un compte existe pour/)).toHaveTextContent(
      'camille@example.fr',
    );
    expect(within(forgot).getByText(/courriers indésirables \(spam\)/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/forgot-password')[0]?.body).toEqual({ email: 'camille@example.fr' });
  });

  it('switches to the register tab', async () => {
    const { dialog, user, app } = await openLogin(undefined, {
      'GET /api/geoip': { body: { success: true, country: 'FR', unknownAllowed: true } },
    });
    await user.click(within(dialog).getByRole('tab', { name: 'S’inscrire' }));
    await waitFor(() => expect(app.location()).toBe('/?auth=register'));
    expect(await screen.findByRole('dialog', { name: 'Créer un compte' })).toBeInTheDocument();
  });
});
