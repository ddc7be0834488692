import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFakeSocketAndAlert } from '../../../lib/realtime/fake-socket.test-support';
import { loadRealtimeClient } from '../../../lib/realtime/realtime-loader';
import { LOAD, stubProviderApi } from '../../../test/provider-fixtures';
import { renderApp } from '../../../test/render-app';
import { CUT, createEntry, waitlistApi } from './waitlist-fixtures.test-support';

const JEANNE = createEntry({ createdAt: '2026-11-20T09:00:00.000Z' });
const PAUL = createEntry({
  client: { name: 'Paul Petit', email: 'paul@example.fr', phone: '' },
  createdAt: '2026-11-21T09:00:00.000Z',
});
const MENU = 'Navigation — Espace professionnel';

const menuLink = () =>
  within(screen.getAllByRole('navigation', { name: MENU })[0] as HTMLElement).getByRole('link', {
    name: /^Liste d'attente/,
  });

/** The socket code arrives lazily: the listeners of every screen are in place once it settled. */
async function socketReady(socket: { inUse: boolean }) {
  await waitFor(() => expect(socket.inUse).toBe(true));
  await act(async () => {
    await loadRealtimeClient();
  });
}

describe('the waitlist, live (socket `waitlist_changed`)', () => {
  const live = useFakeSocketAndAlert();

  it('counts the waiting and offered entries in the menu, read with its name, and none at zero', async () => {
    const list = {
      current: [
        JEANNE,
        createEntry({ status: 'offered', offeredAt: '2026-11-25T13:05:00.000Z' }),
        createEntry({ status: 'booked' }),
      ],
    };
    stubProviderApi({ 'GET /api/waitlist': waitlistApi(list) });
    const user = userEvent.setup();
    renderApp('/dashboard/profile');
    await waitFor(() => expect(menuLink()).toHaveAccessibleName("Liste d'attente, 2 en attente"), LOAD);
    // The number shows; what it means is read by screen readers from a visually hidden text.
    expect(menuLink()).toHaveTextContent(/^Liste d'attente2, 2 en attente$/);
    expect(menuLink()).toHaveAttribute('href', '/dashboard/waitlist');

    // The phone's menu shows the same count.
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: "Liste d'attente, 2 en attente" })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // The last two leave: no count at all.
    await socketReady(live.socket);
    list.current = [createEntry({ status: 'booked' })];
    act(() => live.socket.receive('waitlist_changed', { entryId: JEANNE.id }));
    await waitFor(() => expect(menuLink()).toHaveAccessibleName("Liste d'attente"));
    expect(menuLink()).toHaveTextContent(/^Liste d'attente$/);
  });

  it('reads the list again on each change and announces a new sign-up politely', async () => {
    const list = { current: [JEANNE] };
    const api = stubProviderApi({
      'GET /api/services': { body: { success: true, services: [CUT] } },
      'GET /api/waitlist': waitlistApi(list),
    });
    renderApp('/dashboard/waitlist');
    await screen.findByText('Jeanne Dupont', {}, LOAD);
    await socketReady(live.socket);
    const joined = "Nouvelle inscription sur la liste d'attente";

    // An offer sent to a listed entry: the list changes, nobody new to announce.
    list.current = [{ ...JEANNE, status: 'offered', offeredAt: '2026-11-26T08:00:00.000Z' }];
    const reads = api.callsTo('GET /api/waitlist').length;
    act(() => live.socket.receive('waitlist_changed', { entryId: JEANNE.id }));
    expect(await screen.findByText(/^Créneau proposé le/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/waitlist').length).toBeGreaterThan(reads);
    expect(screen.queryByText(joined)).not.toBeInTheDocument();

    // Someone joins.
    list.current = [...list.current, PAUL];
    act(() => live.socket.receive('waitlist_changed', { entryId: PAUL.id }));
    expect(await screen.findByText('Paul Petit')).toBeInTheDocument();
    expect(screen.getByText(joined)).toHaveAttribute('role', 'status');
    expect(menuLink()).toHaveAccessibleName("Liste d'attente, 2 en attente");
  });
});
