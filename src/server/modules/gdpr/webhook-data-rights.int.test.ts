import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../test/api-key-factories';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, createService, type TTestProvider } from '../../../test/booking-factories';
import { DAY_MS, insertBooking } from '../../../test/client-bookings';
import { addWebhookEndpoint, payloadsOf } from '../../../test/webhook-factories';
import { apiKeys, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { emitWebhookEvent } from '../webhooks/api';

/** Issue 36, ADR 0064: what the provider's webhooks carried of a client, under art. 15 and 17. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An event as another module emits it, naming `email` as its client; `daysAgo` back in time. */
function emitAbout(providerId: string, email: string, ids: Record<string, string>, daysAgo = 0) {
  const at = new Date(t.clock.now().getTime() - daysAgo * DAY_MS);
  const data = { ...ids, client: { name: 'Jeanne Petit', email, phone: '06 12 34 56 78' } };
  return t.deps.database.db.transaction((tx) =>
    emitWebhookEvent(tx, t.deps.jobs, providerId, 'waitlist.joined', data, at),
  );
}

/** A provider with an endpoint for every event and a booking of Jeanne's. */
async function providerWithHook(): Promise<{
  provider: TTestProvider;
  endpoint: { id: string; url: string };
}> {
  const provider = await createProvider(t);
  const service = await createService(t.deps, provider.id, { name: 'Coupe' });
  await insertBooking(t.deps, provider.id, service.id, new Date(t.clock.now().getTime() + 2 * DAY_MS), {
    name: 'Jeanne Petit',
    email: 'jeanne@exemple.fr',
  });
  const endpoint = await addWebhookEndpoint(t.deps, provider.id, ['waitlist.joined', 'booking.cancelled']);
  return { provider, endpoint };
}

describe('a client’s webhook deliveries', () => {
  it('are listed in their export (30 days, this provider’s, their addresses only)', async () => {
    const { provider: lea, endpoint } = await providerWithHook();
    const { provider: marc } = await providerWithHook();
    await emitAbout(lea.id, 'Jeanne@Exemple.fr', { entryId: randomUUID() });
    await emitAbout(lea.id, 'jeanne@exemple.fr', { entryId: randomUUID() }, 31);
    await emitAbout(lea.id, 'helene@exemple.fr', { entryId: randomUUID() });
    await emitAbout(marc.id, 'jeanne@exemple.fr', { entryId: randomUUID() });

    const response = await t.get('/api/gdpr/clients/export?email=jeanne@exemple.fr', { token: lea.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().webhooks).toEqual([
      {
        event: 'waitlist.joined',
        url: endpoint.url,
        status: 'pending',
        createdAt: t.clock.now().toISOString(),
      },
    ]);
  });

  it('lose the client on their erasure, whatever the event; others’ and other providers’ keep theirs', async () => {
    const { provider: lea, endpoint } = await providerWithHook();
    const { provider: marc, endpoint: marcs } = await providerWithHook();
    // Not about a booking or an entry of hers any more: only her address names her.
    await emitAbout(lea.id, 'JEANNE@exemple.fr', { entryId: randomUUID() });
    await emitAbout(lea.id, 'helene@exemple.fr', { entryId: randomUUID() });
    await emitAbout(marc.id, 'jeanne@exemple.fr', { entryId: randomUUID() });

    const erased = await t.post(
      '/api/gdpr/clients/erase',
      { email: 'jeanne@exemple.fr' },
      { token: lea.token },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const leas = await payloadsOf(t.deps, endpoint.id);
    const emails = leas.map((p) => (p.data.client as { email: string } | undefined)?.email ?? null);
    expect(emails.sort()).toEqual(['helene@exemple.fr', null]);
    expect(await payloadsOf(t.deps, marcs.id)).toMatchObject([
      { data: { client: { email: 'jeanne@exemple.fr' } } },
    ]);
    const exported = await t.get('/api/gdpr/clients/export?email=jeanne@exemple.fr', { token: lea.token });
    // Nothing of hers is left to export.
    expect(exported.statusCode).toBe(404);
  });
});

describe('the account’s erasure', () => {
  it('deletes its API keys, its webhooks and their deliveries; another provider’s stay', async () => {
    const { provider: lea, endpoint } = await providerWithHook();
    const { provider: marc, endpoint: marcs } = await providerWithHook();
    for (const provider of [lea, marc]) {
      await createApiKey(t.deps, provider.id);
      await emitAbout(provider.id, 'jeanne@exemple.fr', { entryId: randomUUID() });
    }
    const revoked = await createApiKey(t.deps, lea.id);
    await t.delete(`/api/api-keys/${revoked.id}`, { token: lea.token });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${lea.token}` },
      payload: { password: lea.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const db = t.deps.database.db;
    const keysOf = (providerId: string) =>
      db.select().from(apiKeys).where(eq(apiKeys.providerId, providerId));
    const hooksOf = (providerId: string) =>
      db.select().from(webhookEndpoints).where(eq(webhookEndpoints.providerId, providerId));
    expect(await keysOf(lea.id)).toEqual([]);
    expect(await hooksOf(lea.id)).toEqual([]);
    // Jeanne's booking cancelled by the erasure sent nothing: the endpoint went in the same transaction.
    expect(
      await db
        .select()
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.endpointId, [endpoint.id])),
    ).toEqual([]);
    expect(await keysOf(marc.id)).toHaveLength(1);
    expect(await hooksOf(marc.id)).toHaveLength(1);
    expect(await payloadsOf(t.deps, marcs.id)).toHaveLength(1);
  });
});
