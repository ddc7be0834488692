import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE } from '../../../lib/storage-keys';
import { seriousViolations } from '../../../test/axe';
import { createToken, createUser } from '../../../test/factories';
import { stubFetch, type THandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

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

async function openLogin(handlers: Record<string, THandler>) {
  const api = stubFetch(handlers);
  const app = renderApp('/?auth=login');
  const dialog = await screen.findByRole('dialog', { name: 'Connexion' });
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Adresse e-mail'), 'camille@example.fr');
  return { api, app, dialog, user };
}

afterEach(() => vi.clearAllMocks());

describe('login with a security key (SPEC §2, §7, §8)', () => {
  it('shows no key button when the address has no key', async () => {
    const { api, dialog } = await openLogin({ 'GET /api/webauthn/credential': { body: { hasKey: false } } });
    await waitFor(() => expect(api.callsTo('GET /api/webauthn/credential')).not.toHaveLength(0));
    expect(within(dialog).queryByRole('button', { name: KEY_BUTTON })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Adresse e-mail')).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
  });

  it('signs in with the key and stores the session like the password login', async () => {
    const account = createUser({ email: 'camille@example.fr' });
    const token = createToken(account);
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    const { api, app, dialog, user } = await openLogin({
      'GET /api/webauthn/credential': { body: { hasKey: true } },
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

  it("a cancelled ceremony shows 'Erreur WebAuthn'", async () => {
    browser.startAuthentication.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    const { api, dialog, user } = await openLogin({
      'GET /api/webauthn/credential': { body: { hasKey: true } },
      'POST /api/webauthn/authenticate/options': OPTIONS,
    });
    await user.click(await within(dialog).findByRole('button', { name: KEY_BUTTON }));
    expect(await within(dialog).findByText('Erreur WebAuthn')).toBeInTheDocument();
    expect(api.callsTo('POST /api/webauthn/authenticate/verify')).toHaveLength(0);
  });

  it('a 404 shows the server’s « no key » message', async () => {
    const noKey = "Aucune clé de sécurité n'est enregistrée pour ce compte.";
    const { dialog, user } = await openLogin({
      'GET /api/webauthn/credential': { body: { hasKey: true } },
      'POST /api/webauthn/authenticate/options': { status: 404, body: { success: false, message: noKey } },
    });
    await user.click(await within(dialog).findByRole('button', { name: KEY_BUTTON }));
    expect(await within(dialog).findByText(noKey)).toBeInTheDocument();
    expect(browser.startAuthentication).not.toHaveBeenCalled();
  });
});
