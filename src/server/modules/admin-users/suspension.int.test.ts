import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
  type TTestProvider,
} from '../../../test/booking-factories';
import { setUpRealtimeAdminWorld } from '../../../test/realtime-admin-world';
import { connectSocket, nextEvent, signedInSocket } from '../../../test/socket-client';
import { users } from '../../db/schema';
import { SESSION_MESSAGES } from '../../http/auth';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../auth/api';

const SUSPENDED = { success: false, code: 'ACCOUNT_SUSPENDED', message: ACCOUNT_SUSPENDED_MESSAGE };
const NOT_OPEN = {
  success: false,
  code: 'BOOKING_NOT_OPEN',
  message: 'La réservation en ligne n’est pas ouverte pour ce professionnel pour le moment.',
};

const w = setUpRealtimeAdminWorld();

function setStatus(userId: string, status: 'active' | 'suspended') {
  return w.t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${userId}`,
    payload: { status, reason: status === 'suspended' ? 'Impayés répétés' : 'Régularisé' },
    headers: { authorization: `Bearer ${w.adminToken}` },
  });
}

const login = (provider: TTestProvider) =>
  w.t.post('/api/auth/login', { email: provider.email, password: provider.password, rememberMe: true });

describe('a suspended account', () => {
  it('has its sockets signed out at once, its token refused, and cannot sign in (403 with the French message)', async () => {
    const lea = await createProvider(w.t);
    const socket = await signedInSocket(w.server.url, lea.token);
    w.sockets.push(socket);
    const refused = nextEvent(socket, 'auth_error');
    expect((await setStatus(lea.id, 'suspended')).statusCode).toBe(200);
    expect(await refused).toEqual({ message: SESSION_MESSAGES.invalid });

    expect((await w.t.get('/api/auth/verify-token', { token: lea.token })).statusCode).toBe(401);
    const again = await login(lea);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(SUSPENDED);
    // A wrong password still reads as a wrong password: suspension is said only to the account holder.
    const wrong = await w.t.post('/api/auth/login', { email: lea.email, password: 'pas-le-bon-mot' });
    expect(wrong.statusCode).toBe(401);
  });

  it('is refused on every authenticated request, token renewal and socket, even with a session left open', async () => {
    const lea = await createProvider(w.t);
    const token = (await login(lea)).json().token as string;
    // Suspended in the database only: its sessions stay, the account check still refuses them.
    await w.t.deps.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, lea.id));
    const profile = await w.t.get('/api/auth/profile', { token });
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toEqual(SUSPENDED);
    const refresh = await w.t.post('/api/auth/refresh-token', {}, { token });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json()).toEqual(SUSPENDED);
    const socket = await connectSocket(w.server.url);
    w.sockets.push(socket);
    const refused = nextEvent(socket, 'auth_error');
    socket.emit('authenticate', { token });
    expect(await refused).toEqual({ message: ACCOUNT_SUSPENDED_MESSAGE });
    await w.t.deps.database.db.update(users).set({ status: 'active' }).where(eq(users.id, lea.id));
  });

  it('closes the public booking page until reactivation: no slot, no day, bookings refused', async () => {
    const lea = await createProvider(w.t, { phone: '01 23 45 67 89' });
    await openEveryDay(w.t.deps, lea.id);
    const service = await createService(w.t.deps, lea.id);
    const month = localStart(w.t, 2, '10:00').slice(0, 7);
    const slots = () =>
      w.t.get(
        `/api/public/providers/${lea.id}/slots?serviceId=${service.id}&from=${localStart(w.t, 2, '00:00')}`,
      );
    const days = () => w.t.get(`/api/public/providers/${lea.id}/days?serviceId=${service.id}&month=${month}`);
    const book = (hhmm: string) =>
      w.t.post(`/api/public/providers/${lea.id}/bookings`, bookingBody(service.id, localStart(w.t, 2, hhmm)));
    expect((await slots()).json().slots.length).toBeGreaterThan(0);

    expect((await setStatus(lea.id, 'suspended')).statusCode).toBe(200);
    const page = (await w.t.get(`/api/public/providers/${lea.id}`)).json().provider;
    expect(page).toMatchObject({ bookingOpen: false, phone: '01 23 45 67 89' });
    expect((await slots()).json().slots).toEqual([]);
    expect((await days()).json().days.some((d: { available: boolean }) => d.available)).toBe(false);
    const refused = await book('10:00');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(NOT_OPEN);

    expect((await setStatus(lea.id, 'active')).statusCode).toBe(200);
    expect((await w.t.get(`/api/public/providers/${lea.id}`)).json().provider.bookingOpen).toBe(true);
    expect((await book('10:00')).statusCode).toBe(201);
    expect((await login(lea)).statusCode).toBe(200);
  });

  it('may still reset its password; signing in stays refused until reactivation', async () => {
    const lea = await createProvider(w.t);
    expect((await setStatus(lea.id, 'suspended')).statusCode).toBe(200);
    expect((await w.t.post('/api/auth/forgot-password', { email: lea.email })).statusCode).toBe(200);
    const email = await w.t.lastEmailTo(lea.email);
    const resetToken = email?.text.match(/\/reset-password\/(\S+)/)?.[1];
    const reset = await w.t.post('/api/auth/reset-password', {
      token: resetToken,
      password: 'Un-nouveau-mot-9',
    });
    expect(reset.statusCode).toBe(200);
    const refused = await w.t.post('/api/auth/login', { email: lea.email, password: 'Un-nouveau-mot-9' });
    expect(refused.json()).toEqual(SUSPENDED);
  });
});
