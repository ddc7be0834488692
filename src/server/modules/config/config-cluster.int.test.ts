import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { openSecondNode, type TSecondNode } from '../../../test/shared-postgres';
import { listenWithRealtime, type TRealtimeTestServer } from '../../../test/socket-client';

/** The public configuration as node `app` answers it. */
async function publicConfigOn(node: Pick<TestApp, 'app'>) {
  const response = await node.app.inject({ method: 'GET', url: '/api/config/public' });
  expect(response.statusCode).toBe(200);
  return response.json().config;
}

/** Polls until `read` satisfies `done`, for at most `ms` (the clock of the nodes does not move). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// Only PostgreSQL has several nodes: embedded PGlite is one process, where the writer drops its own copy.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('configuration changes across two app nodes', () => {
  let nodeA: TestApp;
  let nodeB: TSecondNode;
  let serverA: TRealtimeTestServer;
  let serverB: TRealtimeTestServer;
  let adminToken: string;

  beforeAll(async () => {
    nodeA = await createTestApp();
    nodeB = await openSecondNode(nodeA);
    serverA = await listenWithRealtime(nodeA.app, nodeA.deps);
    serverB = await listenWithRealtime(nodeB.app, nodeB.deps);
    const admin = await createUser(nodeA.deps, { role: 'admin' });
    adminToken = await nodeA.login(admin.email, admin.password);
  });
  afterAll(async () => {
    await serverB?.close();
    await nodeB?.close();
    await serverA?.close();
    await nodeA?.close();
  });

  it('a PUT on node A is seen by node B at once, long before its 30 s copy would expire', async () => {
    // Node B reads (and keeps) the initial values first.
    expect((await publicConfigOn(nodeB)).maintenanceMessage).toBeNull();

    const response = await nodeA.put(
      '/api/admin/config',
      { maintenanceMessage: 'Mise à jour ce soir à 22 h.', registrationOpen: false },
      { token: adminToken },
    );
    expect(response.statusCode).toBe(200);

    const seen = await eventually(
      () => publicConfigOn(nodeB),
      (config) => config.maintenanceMessage !== null,
    );
    expect(seen).toMatchObject({
      maintenanceMessage: 'Mise à jour ce soir à 22 h.',
      registrationOpen: false,
    });
    expect(await publicConfigOn(nodeA)).toMatchObject({ maintenanceMessage: 'Mise à jour ce soir à 22 h.' });
  });

  it('and the other way round, B to A', async () => {
    expect((await publicConfigOn(nodeA)).supportEmail).toBe('contact@creneau.fr');
    const login = await nodeB.app.inject({
      method: 'PUT',
      url: '/api/admin/config',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { supportEmail: 'aide@exemple.fr' },
    });
    expect(login.statusCode).toBe(200);
    const seen = await eventually(
      () => publicConfigOn(nodeA),
      (config) => config.supportEmail === 'aide@exemple.fr',
    );
    expect(seen.supportEmail).toBe('aide@exemple.fr');
  });
});
