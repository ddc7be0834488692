import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSettings } from '../../../shared/schemas/provider-setup';
import { seriousViolations } from '../../test/axe';
import type { THandler, TRecordedCall } from '../../test/fetch-stub';
import {
  createService,
  LOAD,
  profileBody,
  retentionBody,
  settingsBody,
  stubProviderApi,
} from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

// Thursday 26 November 2026, 11:00 in Paris.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z'), toFake: ['Date'] }));

const QUESTION = 'Combien de temps garder l’historique de vos clients ?';
const STEP = 'Choisir combien de temps garder l’historique de vos clients';

/** What makes the page bookable: an active service, opening hours, an address. */
const BOOKABLE = {
  'GET /api/services': {
    body: {
      success: true,
      services: [createService({ id: 's-1', name: 'Coupe', priceCents: 2000 })],
    },
  },
  'GET /api/availability': {
    body: { success: true, timezone: 'Europe/Paris', weekly: [{ weekday: 1, start: '09:00', end: '18:00' }] },
  },
  'GET /api/provider/profile': profileBody('Europe/Paris', { address: '3 rue des Lilas, 75011 Paris' }),
};

/** A provider who has not answered yet: the server says chosen once a PUT /api/settings came in. */
function unanswered(handlers: Record<string, THandler> = {}) {
  let saved: Partial<TSettings> | null = null;
  const api = stubProviderApi({
    ...handlers,
    'PUT /api/settings': (call: TRecordedCall) => {
      saved = call.body as Partial<TSettings>;
      return settingsBody(saved);
    },
    'GET /api/gdpr/retention': () =>
      retentionBody({ chosen: saved !== null, retentionDays: saved?.dataRetentionDays ?? 30 }),
  });
  return api;
}

const checklist = async () =>
  within(await screen.findByRole('region', { name: 'Pour ouvrir votre page aux réservations' }, LOAD));
/** The retention step's state, as screen readers hear it after the step's label. */
const stepState = () => {
  const line = screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith(STEP));
  return line?.textContent?.slice(STEP.length).match(/^ : (fait|à faire)/)?.[1];
};

describe('overview — how long to keep clients’ data (issue 15, item 9)', () => {
  it('asks the question with the CNIL’s reference, saves the choice and shows the step done', async () => {
    const api = unanswered();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const list = await checklist();
    const question = within(list.getByRole('group', { name: QUESTION }));
    expect(list.getByRole('group', { name: QUESTION })).toHaveAccessibleDescription(
      /jusqu’à 3 ans après votre dernier contact avec lui\. Sans réponse, Créneau les garde 30 jours\./,
    );
    expect(question.getByRole('radio', { name: '30 jours (la durée par défaut)' })).toBeChecked();
    expect(question.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      '30',
      '183',
      '365',
      '1095',
    ]);
    expect(stepState()).toBe('à faire');
    expect(await seriousViolations()).toEqual([]);

    await user.click(question.getByRole('radio', { name: '1 an' }));
    await user.click(list.getByRole('button', { name: 'Enregistrer ce choix' }));

    await waitFor(() => expect(stepState()).toBe('fait'));
    expect(api.callsTo('PUT /api/settings').map((call) => call.body)).toEqual([{ dataRetentionDays: 365 }]);
    expect(list.queryByRole('group', { name: QUESTION })).not.toBeInTheDocument();
  });

  it('counts keeping the 30 days as an answer', async () => {
    const api = unanswered();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const list = await checklist();
    await user.click(list.getByRole('button', { name: 'Enregistrer ce choix' }));
    await waitFor(() => expect(stepState()).toBe('fait'));
    expect(api.callsTo('PUT /api/settings').map((call) => call.body)).toEqual([{ dataRetentionDays: 30 }]);
  });

  it('on a page that already takes bookings, asks a last question, then stays to say all is done', async () => {
    unanswered(BOOKABLE);
    const user = userEvent.setup();
    renderApp('/dashboard');
    const list = await checklist();
    expect(
      list.getByText(
        'Votre page peut déjà prendre des réservations ; une dernière question sur les données de vos clients.',
      ),
    ).toBeInTheDocument();
    await user.click(list.getByRole('radio', { name: '3 ans (le plus long que la CNIL admet)' }));
    await user.click(list.getByRole('button', { name: 'Enregistrer ce choix' }));
    // The list was rendered again once the preview reloaded: look it up afresh.
    expect(
      await screen.findByText(
        'Tout est prêt. Vous pourrez changer la durée de conservation dans Paramètres.',
      ),
    ).toBeInTheDocument();
    expect(stepState()).toBe('fait');
  });

  it('warns the week before the first anonymisation, with the way to change the duration', async () => {
    stubProviderApi({
      'GET /api/gdpr/retention': retentionBody({
        firstPurge: { at: '2026-12-01T02:17:00.000Z', bookings: 1 },
      }),
    });
    renderApp('/dashboard');
    const title = await screen.findByText(
      'Première anonymisation des données de vos clients le 1er décembre 2026',
      undefined,
      LOAD,
    );
    const notice = within(title.closest('[role="status"]') as HTMLElement);
    expect(
      notice.getByText(
        /Les données clients \(nom, e-mail, téléphone, message\) d’un rendez-vous seront anonymisées/,
      ),
    ).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Changer la durée de conservation' })).toHaveAttribute(
      'href',
      '/dashboard/settings#data-retention',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows no warning when no first purge is near', async () => {
    stubProviderApi();
    renderApp('/dashboard');
    await checklist();
    expect(stepState()).toBe('fait');
    expect(screen.queryByText(/Première anonymisation/)).not.toBeInTheDocument();
  });
});
