import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDpa } from '../../../shared/schemas/dpa';
import { createToken, createUser, seedSession } from '../../test/factories';
import { stubFetch, type THandler } from '../../test/fetch-stub';
import { LOAD } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

const HASH = '3f2a9c1b77de0a12b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b';

function createDpa(overrides: Partial<TDpa> = {}): TDpa {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    statut: 'signed',
    numeroContrat: 'DPA-2026-000042',
    contenu: '<p>Contrat</p>',
    signature: {
      accepted: true,
      ip: '203.0.113.7',
      declaredIp: null,
      userAgent: 'Mozilla/5.0',
      timestamp: '2026-03-12T13:05:00.000Z',
      method: 'electronic',
      contentHash: HASH,
    },
    signedAt: '2026-03-12T13:05:00.000Z',
    createdAt: '2026-03-12T12:58:00.000Z',
    ...overrides,
  };
}

function signedIn(handlers: Record<string, THandler> = {}, dpa: TDpa | null = createDpa()) {
  const user = createUser({ name: 'Camille Martin' });
  const token = seedSession(user, { rememberMe: true });
  const api = stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user } },
    'GET /api/dpa/content': { body: { success: true, dpa } },
    ...handlers,
  });
  return { user, token, api };
}

/** jsdom has no object URLs and cannot follow a download link: record what would be saved instead. */
function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

describe('Documents RGPD — DPA', () => {
  it('shows the signed contract with its evidence and downloads the PDF', async () => {
    const saved = captureDownloads();
    const { api } = signedIn({ 'GET /api/dpa/30000000-0000-4000-8000-000000000001/pdf': { body: '%PDF' } });
    const ui = userEvent.setup();
    renderApp('/rgpd/documents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents RGPD' }, LOAD)).toBeVisible();
    const card = within(screen.getByRole('region', { name: 'Accord de traitement des données (DPA)' }));
    expect(await card.findByText('DPA-2026-000042')).toBeInTheDocument();
    expect(card.getByText('12 mars 2026 à 14:05')).toBeInTheDocument();
    expect(card.getByText('Signature électronique')).toBeInTheDocument();
    expect(card.getByText('3f2a9c1b…f8091a2b')).toHaveAttribute('title', HASH);

    await ui.click(card.getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('DPA-DPA-2026-000042.pdf');
    expect(api.callsTo('GET /api/dpa/30000000-0000-4000-8000-000000000001/pdf')).toHaveLength(1);
  });

  it('sends to the signature page while there is no signed contract', async () => {
    signedIn({}, null);
    renderApp('/rgpd/documents');
    const card = within(
      await screen.findByRole('region', { name: 'Accord de traitement des données (DPA)' }, LOAD),
    );
    expect(await card.findByText('Votre DPA n’est pas encore signé.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Signer le DPA' })).toHaveAttribute('href', '/dpa-signature');
    expect(card.queryByRole('button', { name: 'Télécharger le PDF' })).not.toBeInTheDocument();
  });

  it('offers to finish a draft, and to retry when the contract cannot be loaded', async () => {
    let attempts = 0;
    signedIn({
      'GET /api/dpa/content': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { message: 'Service momentanément indisponible' } }
          : { body: { success: true, dpa: createDpa({ statut: 'draft', signature: null, signedAt: null }) } };
      },
    });
    const ui = userEvent.setup();
    renderApp('/rgpd/documents');
    expect(
      await screen.findByText(
        /Impossible de charger votre DPA\. Service momentanément indisponible/,
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Reprendre la signature' })).toHaveAttribute(
      'href',
      '/dpa-signature',
    );
  });
});

describe('Documents RGPD — Mes données', () => {
  it('downloads the account archive', async () => {
    const saved = captureDownloads();
    const { api } = signedIn({ 'GET /api/gdpr/export': { body: 'zip' } });
    const ui = userEvent.setup();
    renderApp('/rgpd/documents');
    const card = within(await screen.findByRole('region', { name: 'Mes données' }, LOAD));
    expect(card.getByText(/vos rendez-vous, avec les coordonnées/)).toBeInTheDocument();
    await ui.click(card.getByRole('button', { name: 'Télécharger mes données' }));
    expect(await card.findByText(/Votre archive est prête/)).toBeInTheDocument();
    expect(saved.map((s) => s.name)).toEqual(['mes-donnees-creneau.zip']);
    expect(api.callsTo('GET /api/gdpr/export')).toHaveLength(1);
  });

  it('keeps the download to the holder while an administrator uses the account', async () => {
    const { user, api } = signedIn({ 'GET /api/gdpr/export': { body: 'zip' } });
    seedSession(user, { rememberMe: true, token: createToken(user, { imp: 'admin-1' }) });
    renderApp('/rgpd/documents');
    const card = within(await screen.findByRole('region', { name: 'Mes données' }, LOAD));
    expect(card.getByText(/le téléchargement de ces données reste réservé au titulaire/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Télécharger mes données' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/gdpr/export')).toHaveLength(0);
  });

  it('says why the archive could not be made', async () => {
    captureDownloads();
    signedIn({
      'GET /api/gdpr/export': { status: 429, body: { message: 'Trop de demandes, réessayez plus tard.' } },
    });
    const ui = userEvent.setup();
    renderApp('/rgpd/documents');
    const card = within(await screen.findByRole('region', { name: 'Mes données' }, LOAD));
    await ui.click(card.getByRole('button', { name: 'Télécharger mes données' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Le téléchargement a échoué. Trop de demandes, réessayez plus tard.',
    );
  });
});
