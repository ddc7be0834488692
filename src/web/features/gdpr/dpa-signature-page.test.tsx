import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createDpa, findDialog, openPage, signedDpa } from './test/dpa-page';

type TUserEvent = ReturnType<typeof userEvent.setup>;

async function fillDetails(user: TUserEvent, dialog: HTMLElement, siret = '123 456 789 01234') {
  const nom = within(dialog).getByLabelText('Nom ou raison sociale');
  await user.clear(nom);
  await user.type(nom, 'Léa Rousseau-Bénard');
  await user.type(within(dialog).getByLabelText('SIRET (facultatif)'), siret);
  await user.type(within(dialog).getByLabelText('Téléphone (facultatif)'), '06 12 34 56 78');
  await user.type(within(dialog).getByLabelText('Adresse professionnelle'), "3 rue de l'Église, 69002 Lyon");
  await user.click(within(dialog).getByRole('checkbox', { name: /J’accepte les conditions d’utilisation/ }));
  await user.click(within(dialog).getByRole('checkbox', { name: /conclure ce DPA par voie électronique/ }));
}

const generated = { status: 201, body: { success: true, dpa: createDpa(), message: 'DPA généré.' } };

describe('DPA signature flow (SPEC §2 "DPA modal", §4 "DPA flow")', () => {
  it('goes from the details to the contract, the signature and the dashboard with the SPEC payloads', async () => {
    const { api, app, user } = openPage({
      // The gate would refuse: only the cache set by the signature lets the dashboard open.
      'GET /api/dpa/status': { body: { success: true, hasValidDPA: false } },
      'POST /api/dpa/generate': generated,
      'POST /api/dpa/sign': { body: { success: true, dpa: signedDpa(), message: 'DPA signé avec succès.' } },
      // After the signature the account carries the contract's details (issue 15).
      'GET /api/auth/profile': {
        body: {
          success: true,
          user: createUser({
            name: 'Léa Rousseau',
            nom: 'Léa Rousseau-Bénard',
            adresse: "3 rue de l'Église, 69002 Lyon",
            telephone: '06 12 34 56 78',
          }),
        },
      },
    });
    const dialog = await findDialog();
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent('Vos informations');
    expect(within(dialog).getByLabelText('Nom ou raison sociale')).toHaveValue('Léa Rousseau');
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Générer mon DPA' }));

    expect(await within(dialog).findByRole('heading', { name: 'Lecture du contrat' })).toHaveFocus();
    expect(api.callsTo('POST /api/dpa/generate')[0]?.body).toEqual({
      nom: 'Léa Rousseau-Bénard',
      siret: '12345678901234',
      adresse: "3 rue de l'Église, 69002 Lyon",
      telephone: '06 12 34 56 78',
      acceptTerms: true,
      acceptDPA: true,
    });
    const contract = within(dialog).getByRole('region', { name: 'Texte du contrat' });
    expect(within(contract).getByRole('heading', { name: 'Article 1 — Objet' })).toBeInTheDocument();
    expect(contract.querySelector('script')).toBeNull();
    expect(within(dialog).getByText('CRN-DPA-2026-004217')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continuer vers la signature' }));

    const sign = within(dialog).getByRole('button', { name: 'Signer le DPA' });
    await user.click(
      within(dialog).getByRole('checkbox', { name: "J'ai lu et compris l'accord de traitement des données" }),
    );
    await user.click(sign);
    expect(within(dialog).getByText('Cochez cette case pour signer le DPA.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/dpa/sign')).toHaveLength(0);
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: /Je signe électroniquement le DPA n° CRN-DPA-2026-004217/,
      }),
    );
    await user.click(sign);

    expect(await within(dialog).findByRole('heading', { name: 'Votre DPA est signé' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/dpa/sign')[0]?.body).toEqual({
      dpaData: { id: createDpa().id },
      signature: {
        accepted: true,
        method: 'electronic',
        userAgent: navigator.userAgent,
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(within(dialog).getByText('29 mars 2026 à 14:30')).toBeInTheDocument();
    expect(within(dialog).getByText(/copie PDF vous a été envoyée par e-mail/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Télécharger le PDF' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('link', { name: 'Accéder à mon tableau de bord' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Bonjour/ })).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard');
    expect(api.callsTo('GET /api/dpa/status')).toHaveLength(0);
    expect(await screen.findByText(/3 informations sur 3 renseignées/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/profile')).toHaveLength(1);
  });

  it('refuses a 13-digit SIRET in the browser, without a request', async () => {
    const { api, user } = openPage({});
    const dialog = await findDialog();
    await fillDetails(user, dialog, '1234567890123');
    await user.click(within(dialog).getByRole('button', { name: 'Générer mon DPA' }));
    expect(
      await within(dialog).findByText('Le SIRET doit contenir exactement 14 chiffres'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('SIRET (facultatif)')).toHaveAccessibleDescription(
      /Le SIRET doit contenir exactement 14 chiffres/,
    );
    expect(api.callsTo('POST /api/dpa/generate')).toHaveLength(0);
  });

  it('requires the name, the address and the terms box', async () => {
    const { api, user } = openPage({}, createUser({ name: '' }));
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Générer mon DPA' }));
    expect(await within(dialog).findByText('Le nom est requis')).toBeInTheDocument();
    expect(within(dialog).getByText("L'adresse est requise")).toBeInTheDocument();
    expect(within(dialog).getByText("Vous devez accepter les conditions d'utilisation")).toBeInTheDocument();
    expect(api.callsTo('POST /api/dpa/generate')).toHaveLength(0);
  });

  it('shows a server field error under its field', async () => {
    const { user } = openPage({
      'POST /api/dpa/generate': {
        status: 400,
        body: {
          success: false,
          message: 'Adresse refusée par le serveur',
          field: 'adresse',
          code: 'VALIDATION',
        },
      },
    });
    const dialog = await findDialog();
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Générer mon DPA' }));
    expect(await within(dialog).findByText('Adresse refusée par le serveur')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Adresse professionnelle')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the SPEC §8 generation alert with the server message', async () => {
    const { user } = openPage({
      'POST /api/dpa/generate': {
        status: 409,
        body: { success: false, message: 'Vous avez déjà signé un DPA : il ne peut pas être remplacé.' },
      },
    });
    const dialog = await findDialog();
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Générer mon DPA' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Erreur lors de la génération du DPA: Vous avez déjà signé un DPA : il ne peut pas être remplacé\.$/,
    );
  });

  it('shows the SPEC §8 signature alert with the server message', async () => {
    const { user } = openPage({
      'GET /api/dpa/content': { body: { success: true, dpa: createDpa() } },
      'POST /api/dpa/sign': { status: 409, body: { success: false, message: 'Ce DPA est déjà signé.' } },
    });
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Continuer vers la signature' }));
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Signer le DPA' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Erreur lors de la signature: Ce DPA est déjà signé\.$/,
    );
  });

  it('opens an existing draft on the contract, and « Modifier mes informations » regenerates it', async () => {
    const { api, user } = openPage({
      'GET /api/dpa/content': { body: { success: true, dpa: createDpa() } },
      'POST /api/dpa/generate': {
        status: 201,
        body: {
          success: true,
          dpa: createDpa({ numeroContrat: 'CRN-DPA-2026-000042' }),
          message: 'DPA généré.',
        },
      },
    });
    const dialog = await findDialog();
    expect(within(dialog).getByRole('heading', { name: 'Lecture du contrat' })).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent('Lecture du contrat');
    await user.click(within(dialog).getByRole('button', { name: 'Modifier mes informations' }));
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Générer mon DPA' }));
    expect(await within(dialog).findByText('CRN-DPA-2026-000042')).toBeInTheDocument();
    expect(api.callsTo('POST /api/dpa/generate')).toHaveLength(1);
  });

  it('opens an existing signed DPA on the completed view', async () => {
    openPage({ 'GET /api/dpa/content': { body: { success: true, dpa: signedDpa() } } });
    const dialog = await findDialog();
    expect(within(dialog).getByRole('heading', { name: 'Votre DPA est signé' })).toBeInTheDocument();
    expect(within(dialog).getByText('CRN-DPA-2026-004217')).toBeInTheDocument();
    expect(within(dialog).getByText('29 mars 2026 à 14:30')).toBeInTheDocument();
  });

  it('says so when the contract cannot be loaded, and tries again on demand', async () => {
    let attempts = 0;
    const { user } = openPage({
      'GET /api/dpa/content': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 503, body: { message: 'Service momentanément indisponible' } }
          : { body: { success: true, dpa: null } };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger votre DPA : Service momentanément indisponible',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await findDialog()).toBeInTheDocument();
  });
});
