import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TSiteConfig } from '../../../shared/schemas/config';
import { DEFAULT_SETTINGS } from '../../../shared/schemas/provider-setup';
import { createUser, seedSession } from '../../test/factories';
import { PUBLIC_CONFIG, stubFetch, type TStubReply } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });

/** A fresh instance's configuration as the admin route answers it: the public part and the rest. */
const CONFIG: TSiteConfig = {
  ...PUBLIC_CONFIG,
  seller: { ...PUBLIC_CONFIG.seller, vatExempt: false },
  subprocessors: [{ name: 'Scaleway SAS', role: 'Hébergement', country: 'France' }],
  testimonials: [],
  providerDefaults: DEFAULT_SETTINGS,
  bankTransfer: null,
};

function setup(
  put: (body: Partial<TSiteConfig>) => TStubReply = (body) => ({
    body: { success: true, config: { ...CONFIG, ...body } },
  }),
) {
  seedSession(admin);
  return stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    'GET /api/admin/config': { body: { success: true, config: CONFIG } },
    'PUT /api/admin/config': (call) => put(call.body as Partial<TSiteConfig>),
  });
}

async function openSection(name: string) {
  renderApp('/admin/config');
  return screen.findByRole('form', { name });
}

describe('admin configuration page', () => {
  it('shows every section, each with its own « Enregistrer »', async () => {
    setup();
    renderApp('/admin/config');
    for (const name of [
      'Inscriptions',
      'Paramètres par défaut des nouveaux professionnels',
      'Identité du vendeur',
      'Hébergeur',
      'Sous-traitants',
      'Support',
      'Témoignages',
      'Bandeau de maintenance',
    ]) {
      const form = await screen.findByRole('form', { name });
      expect(within(form).getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    }
    expect(document.title).toBe('Configuration — Administration — Créneau');
  });

  it('warns that a change of the sub-processors is announced to every provider, 30 days ahead', async () => {
    setup();
    await openSection('Sous-traitants');
    expect(screen.getByText(/^Listés dans chaque DPA généré ensuite/)).toHaveTextContent(
      'l’annonce aussitôt à chaque professionnel, par e-mail et dans l’application, avec effet 30 jours plus tard',
    );
  });

  it('a section sends only its own keys, then says « Configuration enregistrée »', async () => {
    const api = setup();
    const user = userEvent.setup();
    const form = await openSection('Bandeau de maintenance');
    await user.type(within(form).getByLabelText('Message'), 'Maintenance ce soir de 22 h à 23 h.');
    await user.click(within(form).getByLabelText('Afficher le bandeau'));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Configuration enregistrée')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/config').map((call) => call.body)).toEqual([
      { maintenanceMessage: 'Maintenance ce soir de 22 h à 23 h.' },
    ]);
  });

  it('sets whether new providers start with the waitlist on', async () => {
    const api = setup();
    const user = userEvent.setup();
    const form = await openSection('Paramètres par défaut des nouveaux professionnels');
    const waitlist = within(form).getByRole('group', { name: "Liste d'attente" });
    const box = within(waitlist).getByRole('checkbox', {
      name: "Proposer la liste d'attente aux clients quand aucun créneau ne leur convient",
    });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Configuration enregistrée')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/config')[0]?.body).toEqual({
      providerDefaults: { ...DEFAULT_SETTINGS, waitlistEnabled: false },
    });
  });

  it('sends the seller without blanks: empty facts as null, the SIREN without spaces', async () => {
    const api = setup();
    const user = userEvent.setup();
    const form = await openSection('Identité du vendeur');
    await user.type(within(form).getByLabelText('SIREN'), '123 456 789');
    await user.clear(within(form).getByLabelText('Adresse du siège'));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('PUT /api/admin/config')).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/config')[0]?.body).toEqual({
      seller: { ...CONFIG.seller, address: null, siren: '123456789' },
    });
  });

  it('shows a server error under the field its path names, in a list row too', async () => {
    setup(() => ({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION',
        field: 'testimonials.0.consentDate',
        message: 'La date du consentement est requise',
      },
    }));
    const user = userEvent.setup();
    const form = await openSection('Témoignages');
    await user.click(within(form).getByRole('button', { name: 'Ajouter un témoignage' }));
    await user.type(within(form).getByLabelText('Nom'), 'Julie R.');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    const date = within(form).getByLabelText('Date du consentement');
    await waitFor(() => expect(date).toHaveAccessibleDescription('La date du consentement est requise'));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Configuration enregistrée')).toBeNull();
  });

  it('maps an error on one country of the list to the countries field', async () => {
    setup(() => ({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION',
        field: 'registrationCountries.1',
        message: 'Code pays ISO à deux lettres majuscules attendu (ex. FR)',
      },
    }));
    const user = userEvent.setup();
    const form = await openSection('Inscriptions');
    await user.type(within(form).getByLabelText('Pays autorisés'), ', FRA');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Pays autorisés')).toHaveAccessibleDescription(
        /Code pays ISO à deux lettres majuscules attendu/,
      ),
    );
  });

  it('says when the configuration cannot be loaded, and offers to retry', async () => {
    seedSession(admin);
    stubFetch({
      'GET /api/auth/verify-token': { body: { success: true, user: admin } },
      'GET /api/admin/config': { status: 500, body: { success: false, message: 'Erreur', code: 'INTERNAL' } },
    });
    renderApp('/admin/config');
    expect(await screen.findByText(/Impossible de charger la configuration/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
