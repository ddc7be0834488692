import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUser } from '../../../../shared/schemas/auth';
import type { TDpa } from '../../../../shared/schemas/dpa';
import { createUser, seedSession } from '../../../test/factories';
import { stubFetch, type THandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

export const DIALOG = 'Votre accord de traitement des données';
const CONTRACT_HTML =
  '<h1>Accord de traitement des données à caractère personnel (DPA)</h1><h2>Article 1 — Objet</h2>' +
  '<p>Le présent contrat définit les conditions du traitement.</p><script>alert(1)</script>';

export function createDpa(overrides: Partial<TDpa> = {}): TDpa {
  return {
    id: '7b0a4c8e-1f2d-4e3a-9b5c-6d7e8f901234',
    statut: 'draft',
    numeroContrat: 'CRN-DPA-2026-004217',
    contenu: CONTRACT_HTML,
    signature: null,
    signedAt: null,
    createdAt: '2026-03-29T12:00:00.000Z',
    ...overrides,
  };
}

export function signedDpa(): TDpa {
  return createDpa({
    statut: 'signed',
    // 14:30 in Paris: summer time began that very morning.
    signedAt: '2026-03-29T12:30:00.000Z',
    signature: {
      accepted: true,
      ip: '203.0.113.7',
      declaredIp: null,
      userAgent: 'Chromium',
      timestamp: '2026-03-29T12:30:00.000Z',
      method: 'electronic',
      contentHash: 'a'.repeat(64),
    },
  });
}

/** /dpa-signature for a signed-in provider; GET /api/dpa/content answers "no DPA" unless overridden. */
export function openPage(
  handlers: Record<string, THandler>,
  user: TUser = createUser({ name: 'Léa Rousseau' }),
) {
  seedSession(user);
  const api = stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user } },
    'GET /api/dpa/content': { body: { success: true, dpa: null } },
    ...handlers,
  });
  const app = renderApp('/dpa-signature');
  return { api, app, user: userEvent.setup() };
}

export async function findDialog() {
  return screen.findByRole('dialog', { name: DIALOG });
}
