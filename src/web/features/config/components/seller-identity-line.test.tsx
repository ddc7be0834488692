import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSiteConfig } from '../../../../shared/schemas/config';
import { DEFAULT_SETTINGS } from '../../../../shared/schemas/provider-setup';
import { seriousViolations } from '../../../test/axe';
import { createUser, seedSession } from '../../../test/factories';
import { PUBLIC_CONFIG, stubFetch } from '../../../test/fetch-stub';
import { LOAD } from '../../../test/provider-fixtures';
import { renderApp } from '../../../test/render-app';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });

function openAdminHome(seller: Partial<TSiteConfig['seller']>) {
  seedSession(admin);
  const config: TSiteConfig = {
    ...PUBLIC_CONFIG,
    seller: { ...PUBLIC_CONFIG.seller, ...seller },
    subprocessors: PUBLIC_CONFIG.subprocessors,
    testimonials: [],
    providerDefaults: DEFAULT_SETTINGS,
    bankTransfer: null,
  };
  const api = stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    'GET /api/admin/config': { body: { success: true, config } },
    'GET /api/admin/users': { body: { success: true, users: [], total: 0, page: 1, pageSize: 25 } },
  });
  renderApp('/admin');
  return api;
}

describe('the admin home warns while no invoice can be issued (issue 30)', () => {
  it('names the missing mentions and links to the configuration', async () => {
    openAdminHome({ siren: null, vatNumber: null, vatExempt: false });
    const line = await screen.findByText(/Aucune facture ne peut être émise/, {}, LOAD);
    expect(line).toHaveTextContent(
      'il manque le SIREN et le numéro de TVA intracommunautaire du vendeur. Le paiement par carte est suspendu',
    );
    expect(screen.getByRole('link', { name: 'Compléter l’identité du vendeur' })).toHaveAttribute(
      'href',
      '/admin/config',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('says nothing once the identity is complete', async () => {
    const api = openAdminHome({
      legalForm: 'SAS',
      address: 'Lyon',
      siren: '732829320',
      vatNumber: 'FR44732829320',
    });
    expect(
      await screen.findByText('Aucun utilisateur ne correspond à ces critères.', {}, LOAD),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/admin/config')).toHaveLength(1));
    expect(screen.queryByText(/Aucune facture ne peut être émise/)).not.toBeInTheDocument();
  });
});
