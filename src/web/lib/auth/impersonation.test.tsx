import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createToken, createUser, seedSession } from '../../test/factories';
import { stubFetch, type THandler, type TRecordedCall, type TStubReply } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { STORAGE } from '../storage-keys';
import { storeSession } from './auth-storage';
import { isDelegatedAdmin } from './delegation';
import { canReturnToAdmin, storeImpersonation } from './impersonation';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const camille = createUser({ name: 'Camille Martin', email: 'camille@example.fr' });
const adminToken = createToken(admin);
const userToken = createToken(camille, { imp: admin.id });
const signedIn = { body: { success: true, user: camille } };
const expired = {
  status: 401,
  body: { success: false, message: 'Votre session a expiré.', error: 'jwt expired' },
};

/**
 * A browser where Alice acts as Camille: Camille's token in use, Alice's kept as the original.
 * `checkOfUserToken` is the server's answer to verify-token with Camille's token.
 */
function actingAsCamille(checkOfUserToken: TStubReply, handlers: Record<string, THandler> = {}) {
  seedSession(camille, { token: userToken });
  localStorage.setItem(STORAGE.originalToken, adminToken);
  localStorage.setItem(STORAGE.adminRedirect, 'true');
  const isAdmin = (call: TRecordedCall) => call.headers.Authorization === `Bearer ${adminToken}`;
  return stubFetch({
    'GET /api/admin/users/search': { body: { success: true, users: [], total: 0 } },
    'GET /api/provider/profile': { status: 404, body: { message: 'Profil introuvable' } },
    'POST /api/auth/impersonation/end': expired,
    'POST /api/auth/logout': { body: { success: true, message: 'Vous êtes déconnecté.' } },
    'GET /api/auth/verify-token': (call) =>
      isAdmin(call) ? { body: { success: true, user: admin } } : checkOfUserToken,
    ...handlers,
  });
}

describe('impersonation in the browser (SPEC §4)', () => {
  it('when the 30 minutes are over, the administrator lands back in their own session, not at /login', async () => {
    actingAsCamille(signedIn, { 'GET /api/auth/support-access': expired });
    const app = renderApp('/dashboard/security');
    await waitFor(() => expect(app.location()).toBe('/admin'));
    expect(localStorage.getItem(STORAGE.token)).toBe(adminToken);
    expect(localStorage.getItem(STORAGE.originalToken)).toBeNull();
    expect(localStorage.getItem(STORAGE.adminRedirect)).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Connexion de l’administration' })).toBeNull();
  });

  it('opening the app with an ended impersonation restores the administrator’s session', async () => {
    actingAsCamille(expired);
    const app = renderApp('/dashboard');
    await waitFor(() => expect(app.location()).toBe('/admin'));
    expect(localStorage.getItem(STORAGE.token)).toBe(adminToken);
    expect(JSON.parse(localStorage.getItem(STORAGE.user) ?? '{}').role).toBe('admin');
  });

  it('signing out while acting as the user ends both sessions and forgets the original token', async () => {
    const api = actingAsCamille(signedIn, {
      'GET /api/auth/support-access': { body: { success: true, accesses: [] } },
      'GET /api/settings': { body: { success: true, settings: {} } },
    });
    const app = renderApp('/dashboard/security');
    const banner = await screen.findByRole('region', { name: 'Connexion de l’administration' });
    expect(within(banner).getByText('Camille Martin')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    await waitFor(() => expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/impersonation/end')[0]?.headers.Authorization).toBe(
      `Bearer ${userToken}`,
    );
    expect(api.callsTo('POST /api/auth/logout')[0]?.headers.Authorization).toBe(`Bearer ${adminToken}`);
    for (const key of [STORAGE.token, STORAGE.originalToken, STORAGE.adminRedirect, STORAGE.user]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });
});

describe('impersonation storage', () => {
  it('keeps a session-only administrator’s token in the tab, like theirs', () => {
    seedSession(admin, { rememberMe: false, token: adminToken });
    storeImpersonation({ token: userToken, user: camille });
    expect(sessionStorage.getItem(STORAGE.originalToken)).toBe(adminToken);
    expect(localStorage.getItem(STORAGE.originalToken)).toBeNull();
    expect(sessionStorage.getItem(STORAGE.token)).toBe(userToken);
    expect(localStorage.getItem(STORAGE.redirectionInProgress)).toBe('/dashboard');
    expect(isDelegatedAdmin()).toBe(true);
    expect(canReturnToAdmin()).toBe(true);
  });

  it('a later sign-in on the browser forgets the impersonation: never a delegated admin', () => {
    seedSession(admin, { token: adminToken });
    storeImpersonation({ token: userToken, user: camille });
    const other = createUser({ email: 'autre@example.fr' });
    storeSession({ token: createToken(other), user: other, rememberMe: true });
    expect(localStorage.getItem(STORAGE.originalToken)).toBeNull();
    expect(localStorage.getItem(STORAGE.adminRedirect)).toBeNull();
    expect(isDelegatedAdmin()).toBe(false);
  });
});
