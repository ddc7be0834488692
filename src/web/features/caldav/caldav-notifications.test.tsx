import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TUserNotification } from '../../../shared/schemas/notifications';
import { useFakeSocketAndAlert } from '../../lib/realtime/fake-socket.test-support';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';
import { createConnection, syncBody } from './caldav.test-support';

const failure: TUserNotification = {
  id: '00000000-0000-4000-9000-000000000031',
  type: 'calendar_sync_error',
  title: 'Synchronisation de votre agenda en échec',
  body: 'Le serveur CalDAV a refusé le mot de passe d’application.',
  link: '/dashboard/settings#synchroniser-agenda',
  read: false,
  createdAt: new Date().toISOString(),
};

describe('the calendar sync’s notifications', () => {
  useFakeSocketAndAlert();
  // jsdom does not scroll: the page's scroll to the hash is recorded instead, then taken away again.
  const scrolled: Element[] = [];
  beforeEach(() => {
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    scrolled.length = 0;
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('lead from the bell to the card in Paramètres, scrolled to, whose preferences list both types', async () => {
    stubProviderApi({
      'GET /api/bookings': { body: { success: true, bookings: [] } },
      'GET /api/user-notifications/unread-count': { body: { success: true, count: 1 } },
      'GET /api/user-notifications': {
        body: { success: true, notifications: [failure], total: 1, unreadCount: 1, page: 1, limit: 20 },
      },
      [`POST /api/user-notifications/${failure.id}/mark-read`]: { body: { success: true } },
      'GET /api/calendar-sync': syncBody({
        connections: [createConnection({ status: 'error', lastError: failure.body })],
      }),
    });
    const view = renderApp('/dashboard/agenda');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Notifications, 1 non lue' }, LOAD));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await ui.click(
      await within(panel).findByRole('button', { name: /^Synchronisation de votre agenda en échec/ }),
    );

    await waitFor(() => expect(view.location()).toBe('/dashboard/settings'));
    expect(view.router.state.location.hash).toBe('#synchroniser-agenda');
    const card = await screen.findByRole('region', { name: 'Synchroniser mon agenda' }, LOAD);
    await waitFor(() => expect(scrolled).toContain(card));
    expect(await within(card).findByText('Erreur')).toBeInTheDocument();

    const preferences = await screen.findByRole('table', { name: /Préférences de notification/ }, LOAD);
    expect(
      within(preferences).getByRole('rowheader', { name: 'Synchronisation de l’agenda en échec' }),
    ).toBeInTheDocument();
    expect(
      within(preferences).getByRole('rowheader', { name: 'Rendez-vous modifié dans votre agenda personnel' }),
    ).toBeInTheDocument();
  });
});
