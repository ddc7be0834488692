import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TQuestion } from '../../../shared/schemas/service-options';
import { renderApp } from '../../test/render-app';
import { aService, SERVICE_ID, signedIn } from './test/services-api';

const PATCH = `PATCH /api/services/${SERVICE_ID}`;
type TUser = ReturnType<typeof userEvent.setup>;

function question(n: number, overrides: Partial<TQuestion> = {}): TQuestion {
  return { id: `q${n}`, label: `Question numéro ${n}`, type: 'text', required: false, ...overrides };
}

/** The services page with one service, its PATCH echoing what was sent. */
function withService(service = aService()) {
  return signedIn({
    'GET /api/services': { body: { success: true, services: [service] } },
    [PATCH]: ({ body }) => ({ body: { success: true, service: { ...service, ...(body as object) } } }),
  });
}

async function openEditor(user: TUser) {
  renderApp('/dashboard/services');
  await user.click(await screen.findByRole('button', { name: 'Modifier « Coupe femme »' }));
  return screen.findByRole('dialog', { name: 'Modifier la prestation' });
}

/** The first PATCH's body. */
function sentPatch(api: ReturnType<typeof signedIn>) {
  return (api.callsTo(PATCH)[0]?.body ?? {}) as { questions?: TQuestion[]; location?: object };
}

const questionGroup = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('group', { name: `Question ${n}` });

describe('Service editor: place, seats, phone rule and intake questions', () => {
  it('adds two questions, reorders them with the keyboard and sends them in that order', async () => {
    const api = signedIn({
      'GET /api/services': { body: { success: true, services: [] } },
      'POST /api/services': ({ body }) => ({
        status: 201,
        body: { success: true, service: { ...aService(), ...(body as object) } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/services');
    await user.click(await screen.findByRole('button', { name: 'Créer ma première prestation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle prestation' });
    await user.type(within(dialog).getByLabelText('Nom de la prestation'), 'Atelier yoga');
    await user.type(within(dialog).getByLabelText('Prix (€)'), '15');
    await user.click(within(dialog).getByRole('radio', { name: 'À domicile' }));
    await user.clear(within(dialog).getByLabelText('Nombre de places'));
    await user.type(within(dialog).getByLabelText('Nombre de places'), '8');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Téléphone obligatoire' }));

    expect(within(dialog).getByText('Aucune question pour l’instant.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter une question' }));
    const first = questionGroup(dialog, 1);
    expect(within(first).getByLabelText('Intitulé')).toHaveFocus();
    await user.type(within(first).getByLabelText('Intitulé'), 'Quel est votre niveau ?');
    await user.selectOptions(within(first).getByLabelText('Type de réponse'), 'Choix unique');
    await user.type(within(first).getByLabelText('Choix proposés'), 'Débutant{Enter}Confirmé{Enter}');
    await user.click(within(first).getByRole('checkbox', { name: 'Réponse obligatoire' }));

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter une question' }));
    await user.type(within(questionGroup(dialog, 2)).getByLabelText('Intitulé'), 'Une blessure à signaler ?');
    await user.click(within(questionGroup(dialog, 2)).getByRole('button', { name: 'Monter' }));

    expect(within(questionGroup(dialog, 1)).getByLabelText('Intitulé')).toHaveValue(
      'Une blessure à signaler ?',
    );
    expect(within(questionGroup(dialog, 2)).getByLabelText('Intitulé')).toHaveValue(
      'Quel est votre niveau ?',
    );
    // At the top « Monter » is off: the focus stays on the moved question, on « Descendre ».
    expect(within(questionGroup(dialog, 1)).getByRole('button', { name: 'Monter' })).toBeDisabled();
    await waitFor(() =>
      expect(within(questionGroup(dialog, 1)).getByRole('button', { name: 'Descendre' })).toHaveFocus(),
    );
    expect(within(dialog).getByText('Question déplacée en position 1 sur 2.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Créer la prestation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = api.callsTo('POST /api/services')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Atelier yoga',
      capacity: 8,
      phoneRequired: true,
      location: { type: 'home' },
    });
    expect(body.questions).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{8}$/),
        label: 'Une blessure à signaler ?',
        type: 'text',
        required: false,
      },
      {
        id: expect.stringMatching(/^[0-9a-f]{8}$/),
        label: 'Quel est votre niveau ?',
        type: 'choice',
        required: true,
        options: ['Débutant', 'Confirmé'],
      },
    ]);
    expect(
      screen.getByText('À domicile · 8 places · 2 questions · Téléphone obligatoire'),
    ).toBeInTheDocument();
  });

  it('offers no 11th question: the button is off and says why', async () => {
    withService(aService({ questions: Array.from({ length: 10 }, (_, i) => question(i + 1)) }));
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    expect(within(dialog).getAllByRole('group', { name: /^Question \d+$/ })).toHaveLength(10);
    const add = within(dialog).getByRole('button', { name: 'Ajouter une question' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'Vous avez atteint le maximum de 10 questions pour cette prestation.',
    );
  });

  it('refuses 101 and 0 places in French under « Nombre de places », and sends nothing', async () => {
    const api = withService();
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    const capacity = within(dialog).getByLabelText('Nombre de places');
    expect(capacity).toHaveValue('1');
    expect(capacity).toHaveAccessibleDescription("Plus d'une place : une séance de groupe.");
    await user.clear(capacity);
    await user.type(capacity, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(capacity).toHaveAccessibleDescription(/Au plus 100 places/));
    expect(capacity).toHaveAttribute('aria-invalid', 'true');
    await user.clear(capacity);
    await user.type(capacity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(capacity).toHaveAccessibleDescription(/Au moins 1 place/));
    expect(api.callsTo(PATCH)).toHaveLength(0);
  });

  it('sends a fixed video link, and asks for it when it is missing', async () => {
    const api = withService();
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('radio', { name: 'En visio' }));
    const links = within(dialog).getByRole('group', { name: 'Lien de visio' });
    expect(
      within(links).getByRole('radio', { name: 'Une salle Jitsi par rendez-vous (meet.jit.si)' }),
    ).toBeChecked();
    await user.click(within(links).getByRole('radio', { name: 'Un lien fixe (Zoom, Teams…)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const link = await within(dialog).findByLabelText('Lien de votre salle');
    await waitFor(() => expect(link).toHaveAccessibleDescription(/Collez le lien de votre salle de visio/));
    await user.type(link, 'zoom.us/j/123');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription(/doit commencer par https:\/\//));
    expect(api.callsTo(PATCH)).toHaveLength(0);

    await user.clear(link);
    await user.type(link, 'https://zoom.us/j/123?pwd=abc');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(PATCH)[0]?.body).toMatchObject({
      location: { type: 'video', videoBaseUrl: 'https://zoom.us/j/123?pwd=abc', videoFixed: true },
    });
  });

  it('keeps a provider’s own Jitsi base, and sends no link for a place other than video', async () => {
    const api = withService(
      aService({ location: { type: 'video', videoBaseUrl: 'https://visio.cabinet.fr/' } }),
    );
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    expect(
      within(dialog).getByRole('radio', { name: 'Ma propre adresse Jitsi (une salle par rendez-vous)' }),
    ).toBeChecked();
    expect(within(dialog).getByLabelText('Adresse de votre Jitsi')).toHaveValue('https://visio.cabinet.fr/');
    await user.click(within(dialog).getByRole('radio', { name: 'Au téléphone' }));
    expect(within(dialog).queryByRole('group', { name: 'Lien de visio' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(PATCH)[0]?.body).toMatchObject({ location: { type: 'phone' } });
    expect(sentPatch(api).location).toEqual({ type: 'phone' });
  });

  it('asks for the choices of a choice question, and deletes a question only after confirmation', async () => {
    const api = withService(aService({ questions: [question(1), question(2)] }));
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    await user.selectOptions(
      within(questionGroup(dialog, 2)).getByLabelText('Type de réponse'),
      'Choix multiples',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const choices = within(questionGroup(dialog, 2)).getByLabelText('Choix proposés');
    await waitFor(() => expect(choices).toHaveAccessibleDescription(/Ajoutez au moins un choix/));
    expect(api.callsTo(PATCH)).toHaveLength(0);

    await user.click(within(questionGroup(dialog, 2)).getByRole('button', { name: 'Supprimer la question' }));
    let confirm = await screen.findByRole('alertdialog', {
      name: 'Supprimer la question « Question numéro 2 » ?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(dialog).getAllByRole('group', { name: /^Question \d+$/ })).toHaveLength(2);

    await user.click(within(questionGroup(dialog, 2)).getByRole('button', { name: 'Supprimer la question' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Question 2' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Modifier la prestation' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentPatch(api).questions).toEqual([question(1)]);
  });

  it('shows the server’s word on a question under that question’s field', async () => {
    signedIn({
      'GET /api/services': { body: { success: true, services: [aService({ questions: [question(1)] })] } },
      [PATCH]: {
        status: 400,
        body: {
          success: false,
          message: 'Le libellé ne dépasse pas 200 caractères',
          field: 'questions.0.label',
        },
      },
    });
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const label = within(questionGroup(dialog, 1)).getByLabelText('Intitulé');
    await waitFor(() =>
      expect(label).toHaveAccessibleDescription('Le libellé ne dépasse pas 200 caractères'),
    );
    expect(label).toHaveFocus();
  });

  it('reorders by dragging a question’s handle with the mouse', async () => {
    const api = withService(aService({ questions: [question(1), question(2), question(3)] }));
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    const rows = within(dialog)
      .getAllByRole('group', { name: /^Question \d+$/ })
      .map((g) => g.closest('li'));
    rows.forEach((row, i) => {
      if (row) row.getBoundingClientRect = () => ({ top: i * 100, bottom: i * 100 + 90 }) as DOMRect;
    });
    const handle = rows[0]?.querySelector('[data-drag-handle]');
    if (!handle) throw new Error('no handle');
    fireEvent.pointerDown(handle, { button: 0, isPrimary: true, pointerType: 'mouse', clientY: 20 });
    fireEvent.pointerMove(window, { clientY: 250 });
    fireEvent.pointerUp(window, { clientY: 250 });
    await waitFor(() =>
      expect(within(questionGroup(dialog, 3)).getByLabelText('Intitulé')).toHaveValue('Question numéro 1'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = sentPatch(api).questions?.map((q) => q.id);
    expect(sent).toEqual(['q2', 'q3', 'q1']);
  });
});
