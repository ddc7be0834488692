import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TUserNotification } from '../../../shared/schemas/notifications';
import { useFakeSocketAndAlert } from '../../lib/realtime/fake-socket.test-support';
import type { THandler, TRecordedCall, TStubReply } from '../../test/fetch-stub';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

const NOW = new Date();
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

function notification(n: number, overrides: Partial<TUserNotification> = {}): TUserNotification {
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    type: 'booking_created',
    title: `Nouveau rendez-vous ${n}`,
    body: `Client ${n} — Coupe femme`,
    link: `/dashboard/agenda?booking=b${n}`,
    read: false,
    createdAt: minutesAgo(n * 5),
    ...overrides,
  };
}

/** GET /api/user-notifications answering from `all` as the server pages it (limit 20). */
function listHandler(all: () => TUserNotification[]): (call: TRecordedCall) => TStubReply {
  return ({ url }) => {
    const query = new URL(url, 'http://x').searchParams;
    const page = Number(query.get('page') ?? '1');
    const list = all().filter((n) => query.get('unreadOnly') !== 'true' || !n.read);
    return {
      body: {
        success: true,
        notifications: list.slice((page - 1) * 20, page * 20),
        total: list.length,
        unreadCount: all().filter((n) => !n.read).length,
        page,
        limit: 20,
      },
    };
  };
}

function openDashboard(items: TUserNotification[], handlers: Record<string, THandler> = {}) {
  let store = items;
  const unread = () => store.filter((n) => !n.read).length;
  const api = stubProviderApi({
    'GET /api/bookings': { body: { success: true, bookings: [] } },
    'GET /api/user-notifications/unread-count': () => ({ body: { success: true, count: unread() } }),
    'GET /api/user-notifications': listHandler(() => store),
    'POST /api/user-notifications/mark-all-read': () => {
      const updated = unread();
      store = store.map((n) => ({ ...n, read: true }));
      return { body: { success: true, updated } };
    },
    'DELETE /api/user-notifications/read': () => {
      const deleted = store.length - unread();
      store = store.filter((n) => !n.read);
      return { body: { success: true, deleted } };
    },
    ...handlers,
  });
  const view = renderApp('/dashboard/agenda');
  return { api, view, ui: userEvent.setup(), set: (next: TUserNotification[]) => (store = next) };
}

describe('notification bell', () => {
  const env = useFakeSocketAndAlert();

  it('shows the unread count and follows the `notification` socket event live', async () => {
    const { set } = openDashboard([notification(1), notification(2, { read: true })]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 non lue' }, LOAD);
    expect(within(bell).getByTestId('notification-count')).toHaveTextContent('1');

    await act(async () => env.socket.acceptConnection());
    // The socket signs in with the stored token so the user's room carries their notifications.
    expect(env.socket.sent('authenticate').length).toBeGreaterThan(0);
    const fresh = notification(3, {
      createdAt: new Date().toISOString(),
      title: 'Nouveau rendez-vous en ligne',
    });
    set([fresh, notification(1), notification(2, { read: true })]);
    act(() => env.socket.receive('notification', fresh));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 non lues' })).toBe(bell);
    expect(screen.getByText('Nouvelle notification : Nouveau rendez-vous en ligne')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('lists newest first with the unread ones marked, live additions on top, and paging', async () => {
    const items = Array.from({ length: 25 }, (_, i) => notification(i + 1, { read: i % 2 === 1 }));
    const { ui, api } = openDashboard(items);
    await ui.click(await screen.findByRole('button', { name: /^Notifications, 13 non lues$/ }, LOAD));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(panel).findByRole('list', { name: 'Vos notifications' });
    const rows = () => within(list).getAllByRole('listitem');
    expect(rows()).toHaveLength(20);
    expect(rows()[0]).toHaveTextContent('Nouveau rendez-vous 1');
    expect(rows()[0]).toHaveTextContent('(non lue)');
    expect(rows()[0]).toHaveTextContent('il y a 5 minutes');
    expect(rows()[1]).not.toHaveTextContent('(non lue)');

    await act(async () => env.socket.acceptConnection());
    act(() =>
      env.socket.receive(
        'notification',
        notification(99, { title: 'Tout juste arrivée', createdAt: new Date().toISOString() }),
      ),
    );
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Tout juste arrivée'));

    await ui.click(within(panel).getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(rows()).toHaveLength(26));
    expect(within(panel).queryByRole('button', { name: 'Afficher plus' })).not.toBeInTheDocument();
    const pages = api
      .callsTo('GET /api/user-notifications')
      .map((c) => new URL(c.url, 'http://x').searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('filters the unread ones, marks all read, and deletes the read ones after confirming', async () => {
    const { ui, api } = openDashboard([notification(1), notification(2, { read: true }), notification(3)]);
    await ui.click(await screen.findByRole('button', { name: 'Notifications, 2 non lues' }, LOAD));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByRole('list', { name: 'Vos notifications' });

    await ui.click(within(panel).getByRole('button', { name: 'Non lues' }));
    expect(within(panel).getByRole('button', { name: 'Non lues' })).toHaveAttribute('aria-pressed', 'true');
    const unread = await within(panel).findByRole('list', { name: 'Notifications non lues' });
    expect(within(unread).getAllByRole('listitem')).toHaveLength(2);
    const lastCall = api.callsTo('GET /api/user-notifications').at(-1);
    expect(new URL(lastCall?.url ?? '', 'http://x').searchParams.get('unreadOnly')).toBe('true');

    await ui.click(within(panel).getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(await within(panel).findByText('Aucune notification')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user-notifications/mark-all-read')).toHaveLength(1);
    // Behind the open panel the bell is hidden from assistive technologies, not gone.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();

    await ui.click(within(panel).getByRole('button', { name: 'Non lues' }));
    expect(within(await within(panel).findByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await ui.click(within(panel).getByRole('button', { name: 'Supprimer les notifications lues' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer les notifications lues ?' });
    await ui.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await within(panel).findByText('Aucune notification')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/user-notifications/read')).toHaveLength(1);
  });

  it('deletes one, and a click marks it read and opens its link; Escape gives the focus back', async () => {
    const first = notification(1, { link: '/dashboard/appointments' });
    const { ui, api, view } = openDashboard([first, notification(2)], {
      [`DELETE /api/user-notifications/${notification(2).id}`]: { body: { success: true } },
      [`POST /api/user-notifications/${first.id}/mark-read`]: { body: { success: true } },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 non lues' }, LOAD);
    await ui.click(bell);
    let panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByRole('list');
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();

    await ui.click(bell);
    panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await ui.click(await within(panel).findByRole('button', { name: 'Supprimer « Nouveau rendez-vous 2 »' }));
    await waitFor(() =>
      expect(api.callsTo(`DELETE /api/user-notifications/${notification(2).id}`)).toHaveLength(1),
    );

    await ui.click(within(panel).getByRole('button', { name: /^Nouveau rendez-vous 1/ }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/appointments'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(api.callsTo(`POST /api/user-notifications/${first.id}/mark-read`)).toHaveLength(1);
  });

  it('says when the list cannot be loaded, and retries', async () => {
    let fail = true;
    openDashboard([], {
      'GET /api/user-notifications': () =>
        fail
          ? { status: 503, body: { success: false, message: 'Service indisponible' } }
          : listHandler(() => [notification(1)])({ url: '/api/user-notifications?page=1' } as TRecordedCall),
    });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Notifications' }, LOAD));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText(/Impossible de charger vos notifications/)).toBeInTheDocument();
    fail = false;
    await ui.click(within(panel).getByRole('button', { name: 'Réessayer' }));
    expect(await within(panel).findByText('Nouveau rendez-vous 1')).toBeInTheDocument();
  });
});
