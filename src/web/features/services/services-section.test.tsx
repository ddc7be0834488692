import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { aService, signedIn } from './test/services-api';

describe('Services section', () => {
  it('creates the first service from the empty state, reading « 35,50 » as 3550 cents', async () => {
    const api = signedIn({
      'GET /api/services': { body: { success: true, services: [] } },
      'POST /api/services': ({ body }) => ({
        status: 201,
        body: { success: true, service: { ...aService(), ...(body as object) } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/services');
    expect(await screen.findByText('Aucune prestation')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer ma première prestation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle prestation' });

    await user.type(within(dialog).getByLabelText('Prix (€)'), 'trente');
    await user.click(within(dialog).getByRole('button', { name: 'Créer la prestation' }));
    expect(await within(dialog).findByText('Le nom de la prestation est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('Prix invalide : saisissez un montant comme 35,50')).toBeInTheDocument();
    expect(api.callsTo('POST /api/services')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Nom de la prestation'), 'Coupe femme');
    await user.click(within(dialog).getByRole('button', { name: '45 min' }));
    expect(within(dialog).getByLabelText('Durée (minutes)')).toHaveValue('45');
    await user.clear(within(dialog).getByLabelText('Prix (€)'));
    await user.type(within(dialog).getByLabelText('Prix (€)'), '35,50');
    await user.clear(within(dialog).getByLabelText('Après (min)'));
    await user.type(within(dialog).getByLabelText('Après (min)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Créer la prestation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/services')[0]?.body).toEqual({
      name: 'Coupe femme',
      description: '',
      durationMinutes: 45,
      priceCents: 3550,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 10,
      active: true,
      capacity: 1,
      phoneRequired: false,
      location: { type: 'in_person' },
      questions: [],
      payment: { mode: 'none' },
    });
    const list = screen.getByRole('list', { name: 'Vos prestations' });
    expect(within(list).getByText(/^45 min · 35,50\s€$/)).toBeInTheDocument();
    expect(within(list).getByText('Battement : 10 min après')).toBeInTheDocument();
  });

  it('shows a free service as « Gratuit », the word its clients read on the booking page', async () => {
    signedIn({
      'GET /api/services': {
        body: {
          success: true,
          services: [aService({ name: 'Premier échange', priceCents: 0, durationMinutes: 30 })],
        },
      },
    });
    renderApp('/dashboard/services');
    const list = await screen.findByRole('list', { name: 'Vos prestations' });
    expect(within(list).getByText('30 min · Gratuit')).toBeInTheDocument();
  });

  it('edits a service with an English-style price and shows a server field error in place', async () => {
    let attempt = 0;
    const api = signedIn({
      'GET /api/services': { body: { success: true, services: [aService()] } },
      'PATCH /api/services/11111111-1111-4111-8111-111111111111': ({ body }) => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 400,
              body: { success: false, message: 'Durée maximale : 12 heures', field: 'durationMinutes' },
            }
          : { body: { success: true, service: { ...aService(), ...(body as object) } } };
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/services');
    await user.click(await screen.findByRole('button', { name: 'Modifier « Coupe femme »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la prestation' });
    expect(within(dialog).getByLabelText('Prix (€)')).toHaveValue('35,50');
    await user.clear(within(dialog).getByLabelText('Prix (€)'));
    await user.type(within(dialog).getByLabelText('Prix (€)'), '40.00');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Durée maximale : 12 heures')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Durée (minutes)')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /api/services/11111111-1111-4111-8111-111111111111')[1]?.body).toMatchObject({
      priceCents: 4000,
      durationMinutes: 45,
    });
    expect(screen.getByText(/^45 min · 40,00\s€$/)).toBeInTheDocument();
  });

  it('switches a service off for booking with a PATCH of its active flag', async () => {
    const api = signedIn({
      'GET /api/services': { body: { success: true, services: [aService()] } },
      'PATCH /api/services/11111111-1111-4111-8111-111111111111': {
        body: { success: true, service: aService({ active: false }) },
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/services');
    const bookable = await screen.findByRole('switch', { name: 'Réservable' });
    expect(bookable).toBeChecked();
    await user.click(bookable);
    await waitFor(() => expect(bookable).not.toBeChecked());
    expect(api.callsTo('PATCH /api/services/11111111-1111-4111-8111-111111111111')[0]?.body).toEqual({
      active: false,
    });
  });

  it('deletes only after confirmation, and says a booked service is archived', async () => {
    const api = signedIn({
      'GET /api/services': { body: { success: true, services: [aService()] } },
      'DELETE /api/services/11111111-1111-4111-8111-111111111111': { body: { success: true } },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/services');
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Coupe femme »' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Supprimer « Coupe femme » ?' });
    expect(within(dialog).getByText(/archivée plutôt qu’effacée/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/services/11111111-1111-4111-8111-111111111111')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Supprimer « Coupe femme »' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Aucune prestation')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/services/11111111-1111-4111-8111-111111111111')).toHaveLength(1);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    signedIn({ 'GET /api/services': { status: 500, body: { success: false, message: 'Erreur interne' } } });
    renderApp('/dashboard/services');
    expect(
      await screen.findByText(/Impossible de charger vos prestations\. Erreur interne/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
