import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSecurityKey } from '../../../../shared/schemas/webauthn';
import { seriousViolations } from '../../../test/axe';
import { createToken, createUser, seedSession } from '../../../test/factories';
import type { THandler } from '../../../test/fetch-stub';
import { LOAD, PROVIDER_ID, stubProviderApi } from '../../../test/provider-fixtures';
import { renderApp } from '../../../test/render-app';

const browser = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', () => browser);

const SYNCED: TSecurityKey = {
  id: 'key-1',
  name: 'iPhone de Camille',
  deviceType: 'multiDevice',
  backedUp: true,
  createdAt: '2026-11-02T10:00:00.000Z',
  lastUsedAt: null,
};
const ATTESTATION = {
  id: 'bmV3',
  rawId: 'bmV3',
  type: 'public-key',
  response: { attestationObject: 'YQ', clientDataJSON: 'Yg' },
  clientExtensionResults: {},
};

function openSecurity(handlers: Record<string, THandler> = {}) {
  const api = stubProviderApi({
    'GET /api/auth/support-access': { body: { success: true, accesses: [] } },
    'GET /api/webauthn/credentials': { body: { success: true, keys: [SYNCED] } },
    ...handlers,
  });
  renderApp('/dashboard/security');
  return { api, ui: userEvent.setup() };
}

const card = async () =>
  (await screen.findByRole('heading', { name: 'Clés de sécurité et passkeys' }, LOAD)).closest(
    'section',
  ) as HTMLElement;

afterEach(() => vi.clearAllMocks());

describe('Sécurité: clés de sécurité et passkeys', () => {
  it('lists the keys with their kind and dates, without serious axe violations', async () => {
    openSecurity();
    const section = await card();
    const item = await within(section).findByText('iPhone de Camille');
    expect(item.nextElementSibling).toHaveTextContent('Passkey synchronisée');
    expect(item.nextElementSibling).toHaveTextContent('Jamais utilisée');
    expect(await seriousViolations(section)).toEqual([]);
  });

  it('adds a key: password, name, ceremony, then verify', async () => {
    browser.startRegistration.mockResolvedValue(ATTESTATION);
    const { api, ui } = openSecurity({
      'POST /api/webauthn/register/options': { body: { success: true, options: { challenge: 'Yw' } } },
      'POST /api/webauthn/register/verify': {
        body: { success: true, credential: { ...SYNCED, id: 'key-2' } },
      },
    });
    await ui.click(await within(await card()).findByRole('button', { name: 'Ajouter une clé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une clé de sécurité' });
    await ui.type(within(dialog).getByLabelText('Mot de passe actuel'), 'mon-mot-de-passe');
    await ui.clear(within(dialog).getByLabelText('Nom de la clé'));
    await ui.type(within(dialog).getByLabelText('Nom de la clé'), 'YubiKey');
    await ui.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/webauthn/register/options')[0]?.body).toEqual({
      password: 'mon-mot-de-passe',
    });
    expect(api.callsTo('POST /api/webauthn/register/verify')[0]?.body).toEqual({
      credential: ATTESTATION,
      name: 'YubiKey',
    });
  });

  it('shows the server’s refusal of a wrong password', async () => {
    const { ui } = openSecurity({
      'POST /api/webauthn/register/options': {
        status: 401,
        body: { success: false, message: 'Mot de passe incorrect' },
      },
    });
    await ui.click(await within(await card()).findByRole('button', { name: 'Ajouter une clé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une clé de sécurité' });
    await ui.type(within(dialog).getByLabelText('Mot de passe actuel'), 'faux');
    await ui.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await within(dialog).findByText('Mot de passe incorrect')).toBeInTheDocument();
    expect(browser.startRegistration).not.toHaveBeenCalled();
  });

  it('renames a key', async () => {
    const { api, ui } = openSecurity({
      'PATCH /api/webauthn/credentials/key-1': {
        body: { success: true, credential: { ...SYNCED, name: 'Mac' } },
      },
    });
    await ui.click(await within(await card()).findByRole('button', { name: 'Renommer iPhone de Camille' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renommer la clé' });
    await ui.clear(within(dialog).getByLabelText('Nom de la clé'));
    await ui.type(within(dialog).getByLabelText('Nom de la clé'), 'Mac');
    await ui.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/webauthn/credentials/key-1')[0]?.body).toEqual({ name: 'Mac' }),
    );
  });

  it('deletes a key only after confirmation', async () => {
    const { api, ui } = openSecurity({
      'DELETE /api/webauthn/credentials/key-1': { body: { success: true } },
    });
    await ui.click(await within(await card()).findByRole('button', { name: 'Supprimer iPhone de Camille' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Le mot de passe continue de fonctionner.');
    expect(api.callsTo('DELETE /api/webauthn/credentials/key-1')).toHaveLength(0);
    await ui.click(within(confirm).getByRole('button', { name: 'Supprimer la clé' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/webauthn/credentials/key-1')).toHaveLength(1));
  });

  it('is read-only in an impersonated session', async () => {
    openSecurity();
    const provider = createUser({ id: PROVIDER_ID });
    seedSession(provider, { token: createToken(provider, { imp: 'admin-1' }) });
    const section = await card();
    expect(await within(section).findByText('iPhone de Camille')).toBeInTheDocument();
    expect(within(section).getByText(/lecture seule/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Ajouter une clé' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
  });
});
