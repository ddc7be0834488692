import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DISMISSED_BANNERS, type TGlobalNotification } from '../../../../shared/schemas/banners';
import { FakeSocket } from '../../../lib/realtime/fake-socket.test-support';
import { loadRealtimeClient } from '../../../lib/realtime/realtime-loader';
import { setSocketFactory } from '../../../lib/realtime/socket-client';
import { STORAGE } from '../../../lib/storage-keys';
import { stubFetch } from '../../../test/fetch-stub';
import { makeBanner } from '../banner-fixtures.test-support';
import { useGlobalNotifications } from './use-global-notifications';

const USER = 'u-lea';

const make = makeBanner;

describe('useGlobalNotifications', () => {
  let socket: FakeSocket;
  beforeEach(() => {
    socket = new FakeSocket();
    setSocketFactory(() => socket);
    localStorage.setItem(STORAGE.token, 'jeton');
  });

  async function mount(list: TGlobalNotification[][]) {
    let served = 0;
    const api = stubFetch({
      'GET /api/notifications/global': () => ({
        body: { success: true, data: { notifications: list[Math.min(served++, list.length - 1)] } },
      }),
      'POST /api/user-notifications/dismiss-global': { body: { success: true } },
    });
    const hook = renderHook(() => useGlobalNotifications(USER));
    await act(() => loadRealtimeClient().then(() => undefined));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/notifications/global')).toBe(true));
    return { api, hook, ids: () => hook.result.current.banners.map((b) => b._id) };
  }

  it('adds live banners, merges updates and removes the ones that stop being shown', async () => {
    const { ids, hook } = await mount([[make('a')]]);
    await waitFor(() => expect(ids()).toEqual(['a']));
    act(() => socket.receive('global_notification', make('b', { priority: 3 })));
    expect(ids()).toEqual(['b', 'a']);
    act(() =>
      socket.receive('global_notification_update', { _id: 'a', title: 'Nouveau titre', priority: 9 }),
    );
    expect(ids()).toEqual(['a', 'b']);
    expect(hook.result.current.banners[0]?.title).toBe('Nouveau titre');
    act(() => socket.receive('global_notification_update', { _id: 'a', status: 'inactive' }));
    act(() =>
      socket.receive('global_notification', make('c', { targetAll: false, targetUserIds: ['u-autre'] })),
    );
    expect(ids()).toEqual(['b']);
    act(() => socket.receive('global_notification_update', { _id: 'b', permanentlyDeleted: true }));
    expect(ids()).toEqual([]);
  });

  it('dismisses locally and on the server', async () => {
    const { ids, hook, api } = await mount([[make('a'), make('b')]]);
    await waitFor(() => expect(ids()).toEqual(['a', 'b']));
    act(() => hook.result.current.dismiss('a'));
    expect(ids()).toEqual(['b']);
    const stored = JSON.parse(localStorage.getItem(DISMISSED_BANNERS.storageKey) ?? '[]');
    expect(stored.map((r: { id: string }) => r.id)).toEqual(['a']);
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/user-notifications/dismiss-global')?.body).toEqual({
        notificationId: 'a',
      }),
    );
  });

  it('reloads the list when the socket signs in again after a drop', async () => {
    const { ids } = await mount([[make('a')], [make('a'), make('b')]]);
    act(() => socket.acceptConnection());
    act(() => socket.receive('authenticated', { userId: USER }));
    await waitFor(() => expect(ids()).toEqual(['a']));
    act(() => socket.dropConnection());
    act(() => socket.acceptConnection());
    act(() => socket.receive('authenticated', { userId: USER }));
    await waitFor(() => expect(ids()).toEqual(['a', 'b']));
  });
});
