import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAvailability, TOverride } from '../../../shared/schemas/provider-setup';
import { createUser, seedSession } from '../../test/factories';
import { stubFetch, type THandler } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

function signedIn(handlers: Record<string, THandler>) {
  const user = createUser();
  seedSession(user, { rememberMe: false });
  return stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user } },
    'GET /api/availability/overrides': { body: { success: true, overrides: [] } },
    'GET /api/availability/holidays': { body: { success: true, holidays: [] } },
    ...handlers,
  });
}

/** The body of the n-th PUT /api/availability. */
function sentWeek(api: ReturnType<typeof signedIn>, index: number): TAvailability {
  const call = api.callsTo('PUT /api/availability')[index];
  if (!call) throw new Error(`PUT /api/availability n°${index + 1} jamais envoyé`);
  return call.body as TAvailability;
}

const echoWeek: THandler = ({ body }) => ({ body: { success: true, ...(body as TAvailability) } });
const emptyWeek: THandler = { body: { success: true, timezone: 'Europe/Paris', weekly: [] } };

describe('Disponibilités: weekly hours', () => {
  it('starts from the typical week and sends weekday numbers (Monday = 1) with HH:MM times', async () => {
    const api = signedIn({ 'GET /api/availability': emptyWeek, 'PUT /api/availability': echoWeek });
    const user = userEvent.setup();
    renderApp('/dashboard/availability');
    expect(await screen.findByText(/Aucun jour ouvert/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Horaires types 09:00–12:00 \/ 14:00–18:00/ }));
    expect(screen.getByRole('switch', { name: 'Ouvert le lundi' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ouvert le samedi' })).not.toBeChecked();
    await user.selectOptions(screen.getByLabelText('Fuseau horaire'), 'Indian/Reunion');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));

    expect(await screen.findByText('Vos horaires d’ouverture sont enregistrés.')).toBeInTheDocument();
    const body = sentWeek(api, 0);
    expect(body.timezone).toBe('Indian/Reunion');
    expect(body.weekly).toHaveLength(10);
    expect(body.weekly.slice(0, 2)).toEqual([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '14:00', end: '18:00' },
    ]);
    expect(new Set(body.weekly.map((r) => r.weekday))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('refuses overlapping ranges and an end before the start, with the message beside the row', async () => {
    const api = signedIn({
      'GET /api/availability': {
        body: {
          success: true,
          timezone: 'Europe/Paris',
          weekly: [
            { weekday: 1, start: '14:00', end: '18:00' },
            { weekday: 1, start: '09:00', end: '12:00' },
            { weekday: 3, start: '09:00', end: '17:00' },
          ],
        },
      },
      'PUT /api/availability': echoWeek,
    });
    const user = userEvent.setup();
    renderApp('/dashboard/availability');
    // Ranges come back ordered by start time.
    expect(await screen.findByLabelText('Début de la plage 1 le lundi')).toHaveValue('09:00');
    fireEvent.change(screen.getByLabelText('Début de la plage 2 le lundi'), { target: { value: '11:00' } });
    fireEvent.change(screen.getByLabelText('Fin de la plage 1 le mercredi'), { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));

    expect(
      screen.getByText('Cette plage horaire chevauche une autre plage du même jour'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Début de la plage 2 le lundi')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText("L'heure de fin doit suivre l'heure de début")).toBeInTheDocument();
    expect(screen.getByLabelText('Fin de la plage 1 le mercredi')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /api/availability')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Début de la plage 2 le lundi'), { target: { value: '13:30' } });
    fireEvent.change(screen.getByLabelText('Fin de la plage 1 le mercredi'), { target: { value: '17:00' } });
    expect(
      screen.queryByText('Cette plage horaire chevauche une autre plage du même jour'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
    await waitFor(() => expect(api.callsTo('PUT /api/availability')).toHaveLength(1));
    expect(sentWeek(api, 0).weekly).toEqual([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '13:30', end: '18:00' },
      { weekday: 3, start: '09:00', end: '17:00' },
    ]);
  });

  it('puts a server error on weekly.N back on the row it came from', async () => {
    signedIn({
      'GET /api/availability': emptyWeek,
      'PUT /api/availability': {
        status: 400,
        body: { success: false, message: 'Plage refusée par le serveur', field: 'weekly.3.start' },
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/availability');
    await user.click(await screen.findByRole('button', { name: /Horaires types/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
    expect(await screen.findByText('Plage refusée par le serveur')).toBeInTheDocument();
    // Entry 3 of the body is Tuesday's afternoon range.
    expect(screen.getByLabelText('Début de la plage 2 le mardi')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Début de la plage 1 le mardi')).not.toHaveAttribute('aria-invalid');
  });

  it("copies Monday's hours to Tuesday–Friday, adds a break and closes a day", async () => {
    const api = signedIn({
      'GET /api/availability': {
        body: {
          success: true,
          timezone: 'Europe/Paris',
          weekly: [{ weekday: 1, start: '08:00', end: '12:00' }],
        },
      },
      'PUT /api/availability': echoWeek,
    });
    const user = userEvent.setup();
    renderApp('/dashboard/availability');
    await user.click(await screen.findByRole('button', { name: 'Ajouter une plage le lundi' }));
    expect(screen.getByLabelText('Début de la plage 2 le lundi')).toHaveValue('13:00');
    await user.click(screen.getByRole('button', { name: 'Copier le lundi du mardi au vendredi' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer la plage 1 le vendredi' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer la plage 1 le vendredi' }));
    expect(screen.getByRole('switch', { name: 'Ouvert le vendredi' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
    await waitFor(() => expect(api.callsTo('PUT /api/availability')).toHaveLength(1));
    const weekly = sentWeek(api, 0).weekly;
    expect(weekly.map((r) => `${r.weekday} ${r.start}-${r.end}`)).toEqual([
      '1 08:00-12:00',
      '1 13:00-15:00',
      '2 08:00-12:00',
      '2 13:00-15:00',
      '3 08:00-12:00',
      '3 13:00-15:00',
      '4 08:00-12:00',
      '4 13:00-15:00',
    ]);
  });
});

describe('Disponibilités: date exceptions', () => {
  const christmas: TOverride = { id: 'o-1', date: '2099-12-25', ranges: [], note: 'Jour férié' };

  it('lists upcoming exceptions only, adds a closed day and a special-hours day', async () => {
    const api = signedIn({
      'GET /api/availability': emptyWeek,
      'GET /api/availability/overrides': {
        body: { success: true, overrides: [{ id: 'o-old', date: '2020-01-01', ranges: [], note: 'Passé' }] },
      },
      'POST /api/availability/overrides': ({ body }) => ({
        status: 201,
        body: { success: true, override: { id: `o-${(body as TOverride).date}`, ...(body as object) } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/availability');
    expect(await screen.findByText(/Aucune exception à venir/)).toBeInTheDocument();
    expect(screen.queryByText('Passé')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/availability/overrides')[0]?.url).toMatch(
      /^\/api\/availability\/overrides\?from=\d{4}-\d{2}-\d{2}$/,
    );

    await user.click(screen.getByRole('button', { name: 'Ajouter une exception' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nouvelle exception' });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter l’exception' }));
    expect(within(dialog).getByText('Choisissez une date')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2099-12-25' } });
    await user.type(within(dialog).getByLabelText('Note (facultatif)'), 'Jour férié');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter l’exception' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/availability/overrides')[0]?.body).toEqual({
      date: '2099-12-25',
      ranges: [],
      note: 'Jour férié',
    });
    const list = screen.getByRole('list', { name: 'Exceptions à venir' });
    expect(within(list).getByText('vendredi 25 décembre 2099')).toBeInTheDocument();
    expect(within(list).getByText('Fermé')).toBeInTheDocument();
    expect(within(list).getByText('Jour férié')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter une exception' }));
    dialog = await screen.findByRole('dialog', { name: 'Nouvelle exception' });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2099-12-24' } });
    await user.click(within(dialog).getByLabelText('Horaires particuliers'));
    fireEvent.change(within(dialog).getByLabelText('Fin de la plage 1 ce jour-là'), {
      target: { value: '08:00' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter l’exception' }));
    expect(within(dialog).getByText("L'heure de fin doit suivre l'heure de début")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Fin de la plage 1 ce jour-là'), {
      target: { value: '12:30' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter l’exception' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/availability/overrides')[1]?.body).toEqual({
      date: '2099-12-24',
      ranges: [{ start: '09:00', end: '12:30' }],
      note: '',
    });
    const items = within(screen.getByRole('list', { name: 'Exceptions à venir' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('jeudi 24 décembre 2099');
    expect(items[0]).toHaveTextContent('09:00–12:30');
  });

  it('deletes an exception only after confirmation', async () => {
    const api = signedIn({
      'GET /api/availability': emptyWeek,
      'GET /api/availability/overrides': { body: { success: true, overrides: [christmas] } },
      'DELETE /api/availability/overrides/o-1': { body: { success: true } },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/availability');
    const remove = await screen.findByRole('button', {
      name: 'Supprimer l’exception du vendredi 25 décembre 2099',
    });
    await user.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: 'Supprimer cette exception ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.callsTo('DELETE /api/availability/overrides/o-1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Supprimer l’exception du/ }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(/Aucune exception à venir/)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/availability/overrides/o-1')).toHaveLength(1);
  });

  it('closes a period in one step and shows it as one line, which edits and deletes as a whole', async () => {
    const day = (date: string): TOverride => ({ id: `o-${date}`, date, ranges: [], note: 'Congés' });
    const api = signedIn({
      'GET /api/availability': emptyWeek,
      'POST /api/availability/overrides/range': {
        status: 201,
        body: {
          success: true,
          overrides: ['2099-08-03', '2099-08-04', '2099-08-05'].map(day),
        },
      },
      'DELETE /api/availability/overrides/o-2099-08-03': { body: { success: true } },
      'DELETE /api/availability/overrides/o-2099-08-04': { body: { success: true } },
      'DELETE /api/availability/overrides/o-2099-08-05': { body: { success: true } },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/availability');
    await user.click(await screen.findByRole('button', { name: 'Ajouter une exception' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle exception' });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2099-08-05' } });
    fireEvent.change(within(dialog).getByLabelText('Jusqu’au (facultatif)'), {
      target: { value: '2099-08-03' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter l’exception' }));
    expect(within(dialog).getByText('La date de fin doit suivre la date de début')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Du'), { target: { value: '2099-08-03' } });
    fireEvent.change(within(dialog).getByLabelText('Jusqu’au (facultatif)'), {
      target: { value: '2099-08-05' },
    });
    await user.type(within(dialog).getByLabelText('Note (facultatif)'), 'Congés');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter l’exception' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/availability/overrides/range')[0]?.body).toEqual({
      from: '2099-08-03',
      to: '2099-08-05',
      ranges: [],
      note: 'Congés',
    });
    const items = within(screen.getByRole('list', { name: 'Exceptions à venir' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('du lundi 3 août 2099 au mercredi 5 août 2099');

    await user.click(screen.getByRole('button', { name: /^Supprimer l’exception du lundi 3 août 2099 au/ }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(/Aucune exception à venir/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(3);
  });

  it('suggests the public holidays still to come and closes one in a click', async () => {
    const api = signedIn({
      'GET /api/availability': emptyWeek,
      'GET /api/availability/holidays': {
        body: {
          success: true,
          holidays: [
            { date: '2020-01-01', name: 'Jour de l’an', override: null },
            { date: '2099-05-14', name: 'Ascension', override: null },
            { date: '2099-12-25', name: 'Noël', override: christmas },
          ],
        },
      },
      'POST /api/availability/overrides': ({ body }) => ({
        status: 201,
        body: { success: true, override: { id: 'o-asc', ...(body as object) } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/availability');
    const holidays = await screen.findByRole('list', { name: /^Jours fériés \d{4} à venir$/ });
    expect(within(holidays).queryByText('Jour de l’an')).not.toBeInTheDocument();
    expect(within(holidays).getByText('Noël').closest('li')).toHaveTextContent('Fermé');
    await user.click(
      within(holidays).getByRole('button', { name: /^Fermer ce jour.*jeudi 14 mai 2099 \(Ascension\)$/ }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST /api/availability/overrides')[0]?.body).toEqual({
        date: '2099-05-14',
        ranges: [],
        note: 'Ascension',
      }),
    );
  });
});
