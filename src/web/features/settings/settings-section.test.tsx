import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type TSettings } from '../../../shared/schemas/provider-setup';
import { createUser, seedSession } from '../../test/factories';
import { stubFetch, type THandler } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const NO_PURGE_DUE = {
  body: {
    success: true,
    retentionDays: 30,
    nextRunAt: '2026-03-05T02:17:00.000Z',
    due: [],
    chosen: true,
    firstPurge: null,
  },
};

function signedIn(handlers: Record<string, THandler>) {
  const user = createUser();
  seedSession(user, { rememberMe: false });
  return stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user } },
    'GET /api/settings': { body: { success: true, settings: DEFAULT_SETTINGS } },
    'GET /api/gdpr/retention': NO_PURGE_DUE,
    ...handlers,
  });
}

const echoSettings: THandler = ({ body }) => ({
  body: { success: true, settings: { ...DEFAULT_SETTINGS, ...(body as Partial<TSettings>) } },
});

describe('Paramètres', () => {
  it('shows the SPEC §3 defaults and sends only the fields that changed', async () => {
    const api = signedIn({ 'PUT /api/settings': echoSettings });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const notice = await screen.findByRole('group', { name: 'Délai minimum de réservation' });
    expect(within(notice).getByLabelText('Heures')).toHaveValue('2');
    expect(within(notice).getByLabelText('Minutes')).toHaveValue('0');
    expect(screen.getByLabelText('Pas des créneaux')).toHaveValue('30');
    expect(screen.getByLabelText('Vue par défaut')).toHaveDisplayValue('Mois');
    expect(screen.getByLabelText('Premier jour de la semaine')).toHaveDisplayValue('Lundi');
    expect(screen.getByLabelText('Début de journée')).toHaveValue('09:00');
    expect(screen.getByLabelText('Fin de journée')).toHaveValue('18:00');
    expect(screen.getByLabelText('Rappel 1 : durée')).toHaveValue('1');
    expect(screen.getByLabelText('Rappel 1 : unité')).toHaveDisplayValue('jours');
    expect(screen.getByText('(1 jour avant)')).toBeInTheDocument();
    expect(screen.getByLabelText('Durée de conservation (jours)')).toHaveValue('30');
    expect(screen.getByLabelText(/Résumé de ma journée/)).not.toBeChecked();
    expect(screen.getByLabelText(/Me prévenir dans le navigateur/)).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(await screen.findByText('Aucune modification à enregistrer.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/settings')).toHaveLength(0);

    await user.clear(within(notice).getByLabelText('Heures'));
    await user.type(within(notice).getByLabelText('Heures'), '1');
    await user.clear(within(notice).getByLabelText('Minutes'));
    await user.type(within(notice).getByLabelText('Minutes'), '30');
    await user.selectOptions(screen.getByLabelText('Pas des créneaux'), '15 minutes');
    await user.selectOptions(screen.getByLabelText('Vue par défaut'), 'Semaine');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(await screen.findByText('Vos paramètres sont enregistrés.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/settings')[0]?.body).toEqual({
      minNoticeMinutes: 90,
      slotStepMinutes: 15,
      calendarView: 'week',
    });

    // Against the newly saved values, a second change sends that field alone.
    await user.clear(screen.getByLabelText('Horizon de réservation (jours)'));
    await user.type(screen.getByLabelText('Horizon de réservation (jours)'), '90');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await waitFor(() => expect(api.callsTo('PUT /api/settings')).toHaveLength(2));
    expect(api.callsTo('PUT /api/settings')[1]?.body).toEqual({ maxAdvanceDays: 90 });
  });

  it('edits reminders in days and hours and sends them in minutes, with the morning agenda e-mail', async () => {
    const api = signedIn({ 'PUT /api/settings': echoSettings });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    await user.click(await screen.findByRole('button', { name: 'Supprimer le rappel 1' }));
    expect(
      screen.getByText('Aucun rappel : vos clients ne reçoivent que la confirmation.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await waitFor(() => expect(api.callsTo('PUT /api/settings')).toHaveLength(1));
    expect(api.callsTo('PUT /api/settings')[0]?.body).toEqual({ reminderOffsetsMinutes: [] });

    await user.click(screen.getByRole('button', { name: 'Ajouter un rappel' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter un rappel' }));
    expect(screen.getByLabelText('Rappel 1 : durée')).toHaveValue('1');
    expect(screen.getByLabelText('Rappel 1 : unité')).toHaveDisplayValue('jours');
    expect(screen.getByText('(2 heures avant)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Rappel 2 : durée'));
    await user.type(screen.getByLabelText('Rappel 2 : durée'), '3');
    await user.click(screen.getByLabelText(/Résumé de ma journée/));
    await user.clear(screen.getByLabelText('Durée de conservation (jours)'));
    await user.type(screen.getByLabelText('Durée de conservation (jours)'), '365');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await waitFor(() => expect(api.callsTo('PUT /api/settings')).toHaveLength(2));
    expect(api.callsTo('PUT /api/settings')[1]?.body).toEqual({
      reminderOffsetsMinutes: [1440, 180],
      dailyAgendaEmail: true,
      dataRetentionDays: 365,
    });
  });

  it('refuses reminders outside 5 minutes – 7 days, repeats and a retention over 3 years', async () => {
    const api = signedIn({ 'PUT /api/settings': echoSettings });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    await user.selectOptions(await screen.findByLabelText('Rappel 1 : unité'), 'minutes');
    await user.clear(screen.getByLabelText('Rappel 1 : durée'));
    await user.type(screen.getByLabelText('Rappel 1 : durée'), '4');
    await user.click(screen.getByRole('button', { name: 'Ajouter un rappel' }));
    await user.clear(screen.getByLabelText('Rappel 2 : durée'));
    await user.type(screen.getByLabelText('Rappel 2 : durée'), '8');
    await user.selectOptions(screen.getByLabelText('Rappel 2 : unité'), 'jours');
    await user.clear(screen.getByLabelText('Durée de conservation (jours)'));
    await user.type(screen.getByLabelText('Durée de conservation (jours)'), '1096');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(await screen.findAllByText('Entre 5 minutes et 7 jours avant le rendez-vous')).toHaveLength(2);
    expect(screen.getByLabelText('Rappel 1 : durée')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Entre 1 et 1095 jours (3 ans)')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Rappel 1 : durée'));
    await user.type(screen.getByLabelText('Rappel 1 : durée'), '2880');
    await user.clear(screen.getByLabelText('Rappel 2 : durée'));
    await user.type(screen.getByLabelText('Rappel 2 : durée'), '2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(await screen.findByText('Ce rappel figure déjà dans la liste')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/settings')).toHaveLength(0);
  });

  it('checks the values before sending and shows server field errors in place', async () => {
    const api = signedIn({
      'PUT /api/settings': {
        status: 400,
        body: { success: false, message: 'Valeur refusée par le serveur', field: 'cancellationNoticeHours' },
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const horizon = await screen.findByLabelText('Horizon de réservation (jours)', {});
    await user.clear(horizon);
    await user.type(horizon, '0');
    fireEvent.change(screen.getByLabelText('Fin de journée'), { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(await screen.findByText('Entre 1 et 730 jours')).toBeInTheDocument();
    expect(screen.getByText('La fin de journée doit suivre son début')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/settings')).toHaveLength(0);

    await user.clear(horizon);
    await user.type(horizon, '30');
    fireEvent.change(screen.getByLabelText('Fin de journée'), { target: { value: '19:00' } });
    await user.clear(screen.getByLabelText('Délai d’annulation (heures)'));
    await user.type(screen.getByLabelText('Délai d’annulation (heures)'), '48');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(await screen.findByText('Valeur refusée par le serveur')).toBeInTheDocument();
    expect(screen.getByLabelText('Délai d’annulation (heures)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /api/settings')[0]?.body).toEqual({
      maxAdvanceDays: 30,
      workDayEnd: '19:00',
      cancellationNoticeHours: 48,
    });
  });
});

describe('Paramètres — aperçu de la conservation', () => {
  it('shows the next purge and the customers anonymised within 7 days, in Paris time', async () => {
    signedIn({
      'GET /api/gdpr/retention': {
        body: {
          success: true,
          retentionDays: 30,
          nextRunAt: '2026-03-05T02:17:00.000Z',
          due: [
            {
              bookingId: 'b1',
              start: '2026-02-02T09:00:00.000Z',
              clientName: 'Jeanne Dupont',
              purgeAt: '2026-03-05T02:17:00.000Z',
            },
            {
              bookingId: 'b2',
              start: '2026-02-06T16:30:00.000Z',
              clientName: 'Paul Martin',
              purgeAt: '2026-03-09T02:17:00.000Z',
            },
          ],
          chosen: true,
          firstPurge: null,
        },
      },
    });
    renderApp('/dashboard/settings');
    const preview = within(await screen.findByRole('region', { name: 'Prochain effacement automatique' }));
    expect(await preview.findByText('Prochaine purge : 5 mars 2026 à 03:17')).toBeInTheDocument();
    expect(preview.getByText('Selon la durée enregistrée : 30 jours.')).toBeInTheDocument();
    const items = preview.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Jeanne DupontRendez-vous du 2 février 2026 à 10:00 · données effacées le 5 mars 2026',
      'Paul MartinRendez-vous du 6 février 2026 à 17:30 · données effacées le 9 mars 2026',
    ]);
  });

  it('says when nothing is due and fetches the preview again once a new period is saved', async () => {
    let served = 0;
    const api = signedIn({
      'PUT /api/settings': echoSettings,
      'GET /api/gdpr/retention': () => {
        served += 1;
        const due =
          served === 1
            ? []
            : [
                {
                  bookingId: 'b1',
                  start: '2026-02-25T09:00:00.000Z',
                  clientName: 'Jeanne Dupont',
                  purgeAt: '2026-03-05T02:17:00.000Z',
                },
              ];
        return {
          body: {
            success: true,
            retentionDays: served === 1 ? 30 : 7,
            nextRunAt: '2026-03-05T02:17:00.000Z',
            due,
            chosen: true,
            firstPurge: null,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    expect(
      await screen.findByText('Aucune donnée client à effacer dans les 7 prochains jours.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Durée de conservation (jours)'));
    await user.type(screen.getByLabelText('Durée de conservation (jours)'), '7');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(await screen.findByText('Selon la durée enregistrée : 7 jours.')).toBeInTheDocument();
    expect(screen.getByText('Jeanne Dupont')).toBeInTheDocument();
    expect(api.callsTo('GET /api/gdpr/retention')).toHaveLength(2);
  });

  it('warns before the first anonymisation: when, how many bookings, under which duration', async () => {
    signedIn({
      'GET /api/gdpr/retention': {
        body: {
          ...NO_PURGE_DUE.body,
          firstPurge: { at: '2026-03-09T02:17:00.000Z', bookings: 3 },
        },
      },
    });
    renderApp('/dashboard/settings');
    const preview = within(await screen.findByRole('region', { name: 'Prochain effacement automatique' }));
    const title = await preview.findByText(
      'Première anonymisation des données de vos clients le 9 mars 2026',
    );
    const notice = title.closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent(
      'Les données clients (nom, e-mail, téléphone, message) de 3 rendez-vous seront anonymisées, selon votre durée de conservation de 30 jours.',
    );
    // The duration is right above it: no link away from Paramètres.
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it('says when the preview cannot be loaded and retries', async () => {
    let served = 0;
    signedIn({
      'GET /api/gdpr/retention': () => {
        served += 1;
        return served === 1 ? { status: 503, body: { message: 'Service indisponible' } } : NO_PURGE_DUE;
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const preview = within(await screen.findByRole('region', { name: 'Prochain effacement automatique' }));
    expect(await preview.findByRole('alert')).toHaveTextContent(
      'Impossible de charger l’aperçu de la purge. Service indisponible',
    );
    await user.click(preview.getByRole('button', { name: 'Réessayer' }));
    expect(await preview.findByText('Prochaine purge : 5 mars 2026 à 03:17')).toBeInTheDocument();
  });

  it('turns the waitlist off and on with the other settings (on by default)', async () => {
    const api = signedIn({ 'PUT /api/settings': echoSettings });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const group = await screen.findByRole('region', { name: "Liste d'attente" });
    const box = within(group).getByRole('checkbox', {
      name: "Proposer aux clients de s'inscrire quand aucun créneau ne leur convient ; ils sont prévenus par e-mail dès qu'un créneau se libère.",
    });
    expect(box).toBeChecked();
    // The menu's « Activer la liste d'attente » lands on this card.
    expect(within(group).getByRole('heading', { name: "Liste d'attente" })).toHaveAttribute(
      'id',
      'liste-attente',
    );

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(await screen.findByText('Vos paramètres sont enregistrés.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/settings')[0]?.body).toEqual({ waitlistEnabled: false });
    expect(box).not.toBeChecked();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await waitFor(() => expect(api.callsTo('PUT /api/settings')).toHaveLength(2));
    expect(api.callsTo('PUT /api/settings')[1]?.body).toEqual({ waitlistEnabled: true });
  });

  it('asks before leaving with unsaved changes; staying keeps them, leaving drops them', async () => {
    const api = signedIn({ 'GET /api/services': { body: { success: true, services: [] } } });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const step = await screen.findByLabelText('Pas des créneaux');
    await user.selectOptions(step, '15 minutes');
    const servicesLink = () => screen.getAllByRole('link', { name: 'Prestations' })[0] as HTMLElement;
    await user.click(servicesLink());
    let dialog = await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
    expect(dialog).toHaveTextContent('Vos modifications des paramètres ne sont pas enregistrées');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.getByLabelText('Pas des créneaux')).toHaveValue('15');

    await user.click(servicesLink());
    dialog = await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(screen.queryByLabelText('Pas des créneaux')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /api/settings')).toHaveLength(0);
  });
});
