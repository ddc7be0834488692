import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { M } from '../../../../shared/messages';
import { STORAGE } from '../../../lib/storage-keys';
import { createToken, createUser } from '../../../test/factories';
import { PUBLIC_CONFIG, stubFetch, type TStubReply } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

async function openRegister(handlers: Record<string, TStubReply> = {}) {
  const api = stubFetch({
    'GET /api/geoip': { body: { success: true, country: 'FR', unknownAllowed: true } },
    ...handlers,
  });
  const app = renderApp('/?auth=register');
  const dialog = await screen.findByRole('dialog', { name: 'Créer un compte' });
  return { api, app, dialog, user: userEvent.setup() };
}

type TUserEvent = ReturnType<typeof userEvent.setup>;

async function fill(
  user: TUserEvent,
  dialog: HTMLElement,
  values: Partial<Record<string, string>>,
  terms = true,
) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  if (values.name) await user.type(field('Nom complet'), values.name);
  if (values.email) await user.type(field('Adresse e-mail'), values.email);
  if (values.password) await user.type(field('Mot de passe'), values.password);
  if (values.confirm) await user.type(field('Confirmer le mot de passe'), values.confirm);
  if (terms) await user.click(within(dialog).getByRole('checkbox'));
  await user.click(within(dialog).getByRole('button', { name: 'Créer mon compte' }));
}

const valid = {
  name: 'Camille Martin',
  email: 'camille@example.fr',
  password: 'motdepasse1',
  confirm: 'motdepasse1',
};

describe('register modal', () => {
  it('says sign-ups are closed instead of showing the form when the administrators closed them', async () => {
    const { dialog, api } = await openRegister({
      'GET /api/config/public': {
        body: { success: true, config: { ...PUBLIC_CONFIG, registrationOpen: false } },
      },
    });
    expect(await within(dialog).findByText(M.register.closed)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Nom complet')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Créer mon compte' })).toBeNull();
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it('shows the SPEC §5 messages verbatim under each field', async () => {
    const { dialog, user, api } = await openRegister();
    await fill(user, dialog, {}, false);
    expect(await within(dialog).findByText('Le nom est requis')).toBeInTheDocument();
    expect(within(dialog).getByText("L'email est requis")).toBeInTheDocument();
    expect(within(dialog).getByText('Le mot de passe est requis')).toBeInTheDocument();
    expect(within(dialog).getByText("Vous devez accepter les conditions d'utilisation")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nom complet')).toHaveAccessibleDescription('Le nom est requis');
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it('rejects a malformed e-mail, a short password and a mismatched confirmation', async () => {
    const { dialog, user } = await openRegister();
    await fill(user, dialog, {
      name: 'Camille',
      email: 'camille@example',
      password: 'court',
      confirm: 'autre',
    });
    expect(await within(dialog).findByText('Adresse email invalide')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Le mot de passe doit contenir au moins 8 caractères'),
    ).toBeInTheDocument();
  });

  it("says 'Les mots de passe ne correspondent pas'", async () => {
    const { dialog, user } = await openRegister();
    await fill(user, dialog, { ...valid, confirm: 'motdepasse2' });
    expect(await within(dialog).findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Confirmer le mot de passe')).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas',
    );
  });

  it('keeps the password hint linked while typing, and shows the error when the field is left, not before', async () => {
    const { dialog, user } = await openRegister();
    const password = within(dialog).getByLabelText('Mot de passe');
    await user.type(password, 'court');
    expect(password).toHaveAccessibleDescription('8 caractères minimum.');
    expect(within(dialog).queryByText(M.register.passwordTooShort)).toBeNull();
    await user.tab();
    const error = await within(dialog).findByText(M.register.passwordTooShort);
    // Announced where it appears, the hint still read with it.
    expect(error.closest('[aria-live="polite"]')).not.toBeNull();
    expect(password).toHaveAccessibleDescription(`8 caractères minimum. ${M.register.passwordTooShort}`);
    expect(within(dialog).getByText('8 caractères minimum.')).toBeVisible();
    await user.type(password, 'encore');
    await waitFor(() => expect(within(dialog).queryByText(M.register.passwordTooShort)).toBeNull());
  });

  it('names an empty confirmation under its field', async () => {
    const { dialog, user } = await openRegister();
    await fill(user, dialog, { ...valid, confirm: '' });
    expect(within(dialog).getByLabelText('Confirmer le mot de passe')).toHaveAccessibleDescription(
      'Confirmez le mot de passe',
    );
  });

  it('links the terms to /cgu and /privacy', async () => {
    const { dialog } = await openRegister();
    expect(within(dialog).getByRole('link', { name: 'conditions d’utilisation' })).toHaveAttribute(
      'href',
      '/cgu',
    );
    expect(within(dialog).getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('credits DB-IP for the estimated country, as its CC BY 4.0 licence asks', async () => {
    const { dialog } = await openRegister();
    const credit = within(dialog).getByText(/Pays estimé à partir de l’adresse IP/);
    expect(credit).toHaveTextContent('Pays estimé à partir de l’adresse IP — IP Geolocation by DB-IP');
    const link = within(credit).getByRole('link', { name: 'IP Geolocation by DB-IP' });
    expect(link).toHaveAttribute('href', 'https://db-ip.com');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says nothing about an unknown location the server accepts (a local network), nor about a failed check', async () => {
    const { dialog } = await openRegister({
      'GET /api/geoip': { body: { success: true, country: 'unknown', unknownAllowed: true } },
    });
    expect(await within(dialog).findByLabelText('Nom complet')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(within(dialog).queryByText(M.register.locationUnknown)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Créer mon compte' })).toBeEnabled();
  });

  it('says nothing when the location check fails: the server answers at submit', async () => {
    const { dialog, api } = await openRegister({ 'GET /api/geoip': 'network-error' });
    await waitFor(() => expect(api.callsTo('GET /api/geoip')).toHaveLength(1));
    expect(within(dialog).queryByText(M.register.locationUnknown)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('tells calmly, without blocking, that an unknown location will be refused when the server refuses it', async () => {
    const { dialog } = await openRegister({
      'GET /api/geoip': { body: { success: true, country: 'unknown', unknownAllowed: false } },
    });
    const notice = await within(dialog).findByRole('status');
    expect(notice).toHaveTextContent(M.register.locationUnknown);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Créer mon compte' })).toBeEnabled();
  });

  it('announces the refusal in advance outside France', async () => {
    const { dialog } = await openRegister({
      'GET /api/geoip': { body: { success: true, country: 'BE', unknownAllowed: true } },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.register.countryRefused);
  });

  it('puts a server error with a field under that field', async () => {
    const { dialog, user } = await openRegister({
      'POST /api/auth/register': {
        status: 400,
        body: { message: 'Adresse email invalide', field: 'email', code: 'VALIDATION' },
      },
    });
    await fill(user, dialog, valid);
    expect(await within(dialog).findByText('Adresse email invalide')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
      'Adresse email invalide',
    );
  });

  it("falls back to 'Erreur lors de l'inscription' without a server message", async () => {
    const { dialog, user } = await openRegister({ 'POST /api/auth/register': { status: 500 } });
    await fill(user, dialog, valid);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Erreur lors de l'inscription");
  });

  it('not verified: asks to check the mailbox, shows the address, and keeps no token', async () => {
    localStorage.setItem(STORAGE.token, 'ancien');
    const { dialog, user, api } = await openRegister({
      'POST /api/auth/register': {
        status: 201,
        body: {
          success: true,
          message: 'Inscription réussie. Vérifiez votre adresse e-mail.',
          emailVerified: false,
          requiresEmailVerification: true,
        },
      },
    });
    await fill(user, dialog, valid);
    // The server's message, said once, as the heading that takes the focus.
    const heading = await within(dialog).findByRole('heading', {
      name: 'Inscription réussie. Vérifiez votre adresse e-mail.',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(dialog).getAllByText(/Vérifiez/)).toHaveLength(1);
    expect(within(dialog).getByText('camille@example.fr')).toBeInTheDocument();
    expect(within(dialog).getByText(/courriers indésirables/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Renvoyer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute(
      'href',
      '/?auth=login',
    );
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      name: 'Camille Martin',
      email: 'camille@example.fr',
      password: 'motdepasse1',
    });
    expect(localStorage.getItem(STORAGE.token)).toBeNull();
  });

  it('verified with a token: stores it and goes to /dashboard', async () => {
    const account = createUser({ email: 'camille@example.fr' });
    const token = createToken(account);
    const { dialog, user, app } = await openRegister({
      'POST /api/auth/register': {
        status: 201,
        body: {
          success: true,
          message: 'Bienvenue',
          emailVerified: true,
          requiresEmailVerification: false,
          token,
          user: account,
        },
      },
    });
    await fill(user, dialog, valid);
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(sessionStorage.getItem(STORAGE.token)).toBe(token);
  });
});
