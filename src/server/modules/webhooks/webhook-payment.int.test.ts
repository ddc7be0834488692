import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localStart } from '../../../test/booking-factories';
import {
  bookPublic,
  completedEvent,
  deliverConnect,
  payingProviderWith,
  sessionIdOfUrl,
  setUpHoldWorld,
} from '../../../test/booking-payments-world';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { newWebhookSecret, sealWebhookSecret } from './secret';

/** Issue 36: a hold paid by its signed Stripe event is `payment.succeeded` then `booking.created`. */
describe('webhooks of a paid hold', () => {
  const w = setUpHoldWorld();

  it('emits payment.succeeded and booking.created once, never for the hold itself nor the replay', async () => {
    const world = await payingProviderWith(w.t, { mode: 'deposit', amountCents: 2000 });
    const db = w.t.deps.database.db;
    // Saved directly: the guard of the routes is tested elsewhere; no job is run here.
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        providerId: world.provider.id,
        url: 'https://crm.exemple.fr/hooks',
        events: ['booking.created', 'payment.succeeded'],
        secretEncrypted: await sealWebhookSecret(db, newWebhookSecret()),
      })
      .returning();
    const start = localStart(w.t, 3, '10:00');
    const held = await bookPublic(w.t, world.provider.id, world.service.id, start, 'paye@exemple.fr');
    expect(held.statusCode, held.body).toBe(201);
    const types = async () =>
      (
        await db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpoint?.id ?? ''))
      ).map((row) => row.payload as { type: string; data: Record<string, unknown> });
    expect(await types()).toEqual([]);
    const event = completedEvent(w.stripe, sessionIdOfUrl(held.json().checkoutUrl));
    expect((await deliverConnect(w.t, event)).statusCode).toBe(200);
    const sent = await types();
    expect(sent.map((p) => p.type).sort()).toEqual(['booking.created', 'payment.succeeded']);
    expect(sent.find((p) => p.type === 'payment.succeeded')?.data).toMatchObject({
      bookingId: held.json().booking.id,
      amountCents: 2000,
      mode: 'deposit',
      kind: 'deposit',
    });
    await deliverConnect(w.t, event);
    expect(await types()).toHaveLength(2);
  });
});
