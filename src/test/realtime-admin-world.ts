import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { createUser, type TTestUser } from './factories';
import {
  listenWithRealtime,
  signedInSocket,
  type TRealtimeTestServer,
  type TTestSocket,
} from './socket-client';

/** An app on a real port with its sockets, one administrator signed in, and the sockets a test opened. */
export type TRealtimeAdminWorld = {
  t: TestApp;
  server: TRealtimeTestServer;
  admin: TTestUser;
  adminToken: string;
  /** Sockets pushed here are disconnected after each test. */
  sockets: TTestSocket[];
  /** A socket signed in with this token, disconnected after the test. */
  socketOf(token: string): Promise<TTestSocket>;
};

/** For a file or describe block whose tests watch sockets while an administrator acts. */
export function setUpRealtimeAdminWorld(adminName = 'Alice Support'): TRealtimeAdminWorld {
  const world = { sockets: [] as TTestSocket[] } as TRealtimeAdminWorld;
  world.socketOf = async (token) => {
    const socket = await signedInSocket(world.server.url, token);
    world.sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    world.t = await createTestApp();
    world.server = await listenWithRealtime(world.t.app, world.t.deps);
    world.admin = await createUser(world.t.deps, { role: 'admin', name: adminName });
    world.adminToken = await world.t.login(world.admin.email, world.admin.password);
  });
  afterEach(() => {
    for (const socket of world.sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await world.server?.close();
    await world.t?.close();
  });
  return world;
}
