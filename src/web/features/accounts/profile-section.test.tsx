import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE } from '../../lib/storage-keys';
import { createUser } from '../../test/factories';
import { stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

describe('Profil', () => {
  it('edits the profile with validation, server field errors and a saved state', async () => {
    const account = createUser({ name: 'Camille Martin', email: 'camille@example.fr' });
    const saved = {
      ...account,
      nom: 'Cabinet Martin',
      siret: '12345678901234',
      adresse: '1 rue de Paris',
      telephone: '0612345678',
    };
    let attempt = 0;
    const api = stubProviderApi(
      {
        'PUT /api/auth/profile': () => {
          attempt += 1;
          return attempt === 1
            ? { status: 400, body: { message: 'Numéro de téléphone refusé', field: 'telephone' } }
            : { body: { success: true, message: 'Profil mis à jour', user: saved } };
        },
      },
      account,
    );
    const user = userEvent.setup();
    renderApp('/dashboard/profile');
    expect(await screen.findByText('camille@example.fr')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nom ou raison sociale'), 'Cabinet Martin');
    await user.type(screen.getByLabelText('SIRET (facultatif)'), '1234');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le SIRET doit contenir exactement 14 chiffres')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/profile')).toHaveLength(0);

    await user.type(screen.getByLabelText('SIRET (facultatif)'), '5678901234');
    await user.type(screen.getByLabelText('Adresse professionnelle'), '1 rue de Paris');
    await user.type(screen.getByLabelText('Téléphone'), '0612345678');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Numéro de téléphone refusé')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil mis à jour')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/profile')[1]?.body).toEqual({
      nom: 'Cabinet Martin',
      siret: '12345678901234',
      adresse: '1 rue de Paris',
      telephone: '0612345678',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE.user) ?? '{}')).toMatchObject({ nom: 'Cabinet Martin' });
  });
});
