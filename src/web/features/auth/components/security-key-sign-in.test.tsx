import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE } from '../../../lib/storage-keys';
import { seriousViolations } from '../../../test/axe';
import { createToken, createUser } from '../../../test/factories';
import { stubFetch, type THandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { KEY_NEEDS_EMAIL } from '../hooks/use-security-key-sign-in';

const browser = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  browserSupportsWebAuthnAutofill: vi.fn(async () => false),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));
vi.mock('@simplewebauthn/browser', () => browser);

const ASSERTION = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { authenticatorData: 'YQ', clientDataJSON: 'Yg', signature: 'Yw' },
  clientExtensionResults: {},
};
const OPTIONS = {
  body: { success: true, message: 'ok', options: { challenge: 'Y2hhbA', rpId: 'localhost' } },
};
const KEY_BUTTON = 'Se connecter avec une clé de sécurité';

async function openLogin(handlers: Record<string, THandler>, email = 'camille@example.fr') {
  const api = stubFetch(handlers);
  const app = renderApp('/?auth=login');
  const dialog = await screen.findByRole('dialog', { name: 'Connexion' });
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Adresse e-mail'), email);
  return { api, app, dialog, user };
}

afterEach(() => vi.clearAllMocks());

describe('login with a security key (SPEC §2, §7, §8)', () => {
  it('offers the key for any well-formed address, without asking the server whether it has one (ADR 0041)', async () => {
    const { api, dialog } = await openLogin({}, 'personne@inconnu.fr');
    expect(await within(dialog).findByRole('button', { name: KEY_BUTTON })).toBeInTheDocument();
    expect(within(dialog).getByText('OU')).toBeInTheDocument();
    expect(api.callsTo('GET /api/webauthn/credential')).toHaveLength(0);
    expect(within(dialog).getByLabelText('Adresse e-mail')).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
  });

  it('is there from the start, so nothing moves under the pointer; an incomplete address is asked for', async () => {
    const { api, dialog, user } = await openLogin({}, 'camille@exemple');
    const button = within(dialog).getByRole('button', { name: KEY_BUTTON });
    await user.click(button);
    expect(await within(dialog).findByText(KEY_NEEDS_EMAIL)).toBeInTheDocument();
    expect(browser.startAuthentication).not.toHaveBeenCalled();
    expect(api.callsTo('POST /api/webauthn/authenticate/options')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Adresse e-mail'), '.fr');
    // The same button, not one that appeared once the address looked complete.
    expect(within(dialog).getByRole('button', { name: KEY_BUTTON })).toBe(button);
    expect(api.callsTo('GET /api/webauthn/credential')).toHaveLength(0);
  });

  it('signs in with the key and stores the session like the password login', async () => {
    const account = createUser({ email: 'camille@example.fr' });
    const token = createToken(account);
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    const { api, app, dialog, user } = await openLogin({
      'POST /api/webauthn/authenticate/options': OPTIONS,
      'POST /api/webauthn/authenticate/verify': {
        body: { success: true, message: 'ok', token, user: account },
      },
    });
    const button = await within(dialog).findByRole('button', { name: KEY_BUTTON });
    expect(within(dialog).getByText('OU')).toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);
    await user.click(button);
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(sessionStorage.getItem(STORAGE.token)).toBe(token);
    expect(api.callsTo('POST /api/webauthn/authenticate/options')[0]?.body).toEqual({
      email: 'camille@example.fr',
    });
    expect(api.callsTo('POST /api/webauthn/authenticate/verify')[0]?.body).toEqual({
      email: 'camille@example.fr',
      credential: ASSERTION,
      rememberMe: false,
    });
    expect(browser.startAuthentication.mock.calls[0]?.[0]).toEqual({
      optionsJSON: OPTIONS.body.options,
      useBrowserAutofill: false,
    });
  });

  it("a ceremony no key answers shows 'Erreur WebAuthn' and what to do (a decoy, or cancelled)", async () => {
    browser.startAuthentication.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    const { api, dialog, user } = await openLogin({ 'POST /api/webauthn/authenticate/options': OPTIONS });
    await user.click(await within(dialog).findByRole('button', { name: KEY_BUTTON }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Erreur WebAuthn')).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "Aucune clé de sécurité enregistrée pour cette adresse n'a répondu. Vérifiez l'adresse e-mail, présentez la bonne clé ou connectez-vous avec votre mot de passe.",
    );
    expect(api.callsTo('POST /api/webauthn/authenticate/verify')).toHaveLength(0);
    // The password stays the way in.
    expect(within(dialog).getByLabelText('Mot de passe')).toBeEnabled();
  });

  it('a 404 shows the server’s « no key » message, without the hint', async () => {
    const noKey = "Aucune clé de sécurité n'est enregistrée pour ce compte.";
    const { dialog, user } = await openLogin({
      'POST /api/webauthn/authenticate/options': { status: 404, body: { success: false, message: noKey } },
    });
    await user.click(await within(dialog).findByRole('button', { name: KEY_BUTTON }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(noKey);
    expect(within(dialog).queryByText(/n'a répondu/)).not.toBeInTheDocument();
    expect(browser.startAuthentication).not.toHaveBeenCalled();
  });
});
