import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { qrCodePath } from '../../components/booking/qr-path';
import { createUser, seedSession } from '../../test/factories';
import { stubFetch, type THandler } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const savedProfile = {
  displayName: 'Cabinet Martin',
  description: 'Sophrologie et relaxation.',
  address: '1 rue de Paris, 75001 Paris',
  phone: '01 23 45 67 89',
  timezone: 'Europe/Paris',
};

function signedIn(handlers: Record<string, THandler>) {
  const user = createUser({ name: 'Camille Martin', nom: 'Cabinet Martin' });
  seedSession(user, { rememberMe: false });
  const api = stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user } },
    'GET /api/services': { body: { success: true, services: [] } },
    'GET /api/availability': { body: { success: true, timezone: 'Europe/Paris', weekly: [] } },
    'GET /api/provider/profile': {
      body: {
        success: true,
        profile: {
          providerId: user.id,
          ...savedProfile,
          displayName: '',
          description: '',
          address: '',
          phone: '',
          slug: null,
        },
      },
    },
    ...handlers,
  });
  return { user, api };
}

describe('Page de réservation', () => {
  it('renders the QR code of the booking link locally and prints a card with the name and link', async () => {
    const { user, api } = signedIn({});
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const clicks = userEvent.setup();
    renderApp('/dashboard/booking-page');
    const url = `${window.location.origin}/booking/${user.id}`;

    const qr = await screen.findByRole('img', { name: `QR code de votre page de réservation : ${url}` });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrCodePath(url).d);
    expect(within(screen.getByRole('main')).getByText(url)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir' })).toHaveAttribute('href', url);

    // The print-only card sits outside the app, with the display name, the code and the link.
    const card = document.body.querySelector(':scope > .booking-qr-print');
    expect(card).not.toBeNull();
    expect(card).toHaveTextContent('Cabinet Martin');
    expect(card).toHaveTextContent(url);
    expect(card?.querySelector('svg path')?.getAttribute('d')).toBe(qrCodePath(url).d);

    await clicks.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledTimes(1);
    // Only the app's own API: nothing was asked of a QR service.
    expect(api.calls.every((c) => c.url.startsWith('/api/'))).toBe(true);
  });

  it('says what the page still lacks before it can take bookings', async () => {
    signedIn({});
    renderApp('/dashboard/booking-page');
    expect(await screen.findByText(/Votre page ne propose encore aucun créneau/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'au moins une prestation réservable' })).toHaveAttribute(
      'href',
      '/dashboard/services',
    );
    expect(screen.getByRole('link', { name: 'des horaires d’ouverture' })).toHaveAttribute(
      'href',
      '/dashboard/availability',
    );
  });

  it('saves the public profile, prefilled from the account, and shows server field errors', async () => {
    let attempt = 0;
    const { api } = signedIn({
      'PUT /api/provider/profile': ({ body }) => {
        attempt += 1;
        return attempt === 1
          ? { status: 400, body: { success: false, message: 'Numéro de téléphone invalide', field: 'phone' } }
          : { body: { success: true, profile: { providerId: 'x', slug: null, ...(body as object) } } };
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/booking-page');
    const name = await screen.findByLabelText('Nom affiché');
    expect(name).toHaveValue('Cabinet Martin');

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(await screen.findByText('Le nom affiché est requis')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/provider/profile')).toHaveLength(0);

    await user.type(name, 'Cabinet Martin');
    await user.type(screen.getByLabelText('Présentation'), savedProfile.description);
    await user.type(screen.getByLabelText('Adresse des rendez-vous'), savedProfile.address);
    await user.type(screen.getByLabelText('Téléphone'), 'abc');
    await user.selectOptions(screen.getByLabelText('Fuseau horaire'), 'America/Martinique');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(await screen.findByText('Numéro de téléphone invalide')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Téléphone'));
    await user.type(screen.getByLabelText('Téléphone'), savedProfile.phone);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(await screen.findByText('Votre profil public est enregistré.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/provider/profile')[1]?.body).toEqual({
      ...savedProfile,
      timezone: 'America/Martinique',
    });
    await waitFor(() =>
      expect(
        within(document.body.querySelector('.booking-qr-print') as HTMLElement).getByText('Cabinet Martin'),
      ),
    );
  });

  it('suggests a readable address from the name, checks it, shows the server’s refusal, then uses it', async () => {
    let attempt = 0;
    const { api } = signedIn({
      'PUT /api/provider/slug': ({ body }) => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 409,
              body: {
                success: false,
                message: 'Cette adresse est déjà prise : choisissez-en une autre.',
                field: 'slug',
              },
            }
          : { body: { success: true, profile: { providerId: 'x', ...savedProfile, ...(body as object) } } };
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/booking-page');
    const field = await screen.findByLabelText('Adresse lisible');
    expect(field).toHaveValue('cabinet-martin');
    await user.clear(field);
    await user.type(field, 'admin');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(
      await screen.findByText('Cette adresse est réservée : choisissez-en une autre.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/provider/slug')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'cabinet-martin');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(
      await screen.findByText('Cette adresse est déjà prise : choisissez-en une autre.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'cabinet-martin-paris');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await screen.findByText('Votre nouvelle adresse est en ligne.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/provider/slug')[1]?.body).toEqual({ slug: 'cabinet-martin-paris' });
    expect(screen.getAllByText(/\/booking\/cabinet-martin-paris$/).length).toBeGreaterThan(0);
  });
});
