import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { bookingPayments, bookings, connectAccounts } from '../server/db/schema';
import type { TPaymentMode } from '../shared/schemas/booking-payments';
import { createTestApp, type TestApp } from './app';
import { createUser, type TUserOverrides } from './factories';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in';
import { TEST_STRIPE_CONNECT_WEBHOOK_SECRET } from './stripe-stand-in-connect';

export { TEST_STRIPE_CONNECT_WEBHOOK_SECRET };

export type TConnectWorld = { t: TestApp; stripe: StripeStandIn };

/** A test app with Stripe Connect configured (or not, `connect: false`), pointed at the local stand-in. */
export function setUpConnectWorld(options: { connect?: boolean } = {}): TConnectWorld {
  const world = {} as TConnectWorld;
  beforeAll(async () => {
    world.stripe = await startStripeStandIn();
    world.t = await createTestApp({
      env:
        options.connect === false
          ? {}
          : { ...world.stripe.env, STRIPE_CONNECT_WEBHOOK_SECRET: TEST_STRIPE_CONNECT_WEBHOOK_SECRET },
    });
  });
  afterAll(async () => {
    await world.t.close();
    await world.stripe.close();
  });
  return world;
}

/** A signed-in provider. */
export async function connectProvider(t: TestApp, overrides: TUserOverrides = {}) {
  const user = await createUser(t.deps, { name: 'Inès Garnier', ...overrides });
  return { ...user, token: await t.login(user.email, user.password) };
}

/** The provider's Stripe account as Connect's events left it (onboarding done or not). */
export async function giveConnectAccount(
  t: TestApp,
  providerId: string,
  state: { chargesEnabled: boolean; accountId?: string },
): Promise<string> {
  const stripeAccountId = state.accountId ?? `acct_fixture_${providerId.slice(0, 8)}`;
  await t.deps.database.db
    .insert(connectAccounts)
    .values({ providerId, stripeAccountId, chargesEnabled: state.chargesEnabled, detailsSubmitted: true })
    .onConflictDoUpdate({
      target: connectAccounts.providerId,
      set: { chargesEnabled: state.chargesEnabled },
    });
  return stripeAccountId;
}

export type TPaymentFixture = Partial<typeof bookingPayments.$inferInsert> & {
  mode: Exclude<TPaymentMode, 'none'>;
  amountCents: number;
};

/**
 * A public booking and its payment written straight to the tables, as the Connect webhook leaves
 * them (paid, refunded, card saved…): the list, the CSV and the exports read them.
 */
export async function bookingWithPayment(
  t: TestApp,
  ids: { providerId: string; serviceId: string },
  booking: { start: string; clientName: string; clientEmail: string },
  payment: TPaymentFixture,
): Promise<{ bookingId: string }> {
  const start = new Date(booking.start);
  const end = new Date(start.getTime() + 3_600_000);
  const { db } = t.deps.database;
  const [row] = await db
    .insert(bookings)
    .values({
      ...ids,
      startAt: start,
      endAt: end,
      blockedFrom: start,
      blockedTo: end,
      timezone: 'Europe/Paris',
      source: 'public',
      clientName: booking.clientName,
      clientEmail: booking.clientEmail,
      manageTokenHash: randomUUID(),
    })
    .returning({ id: bookings.id });
  const bookingId = row?.id as string;
  await db.insert(bookingPayments).values({
    bookingId,
    providerId: ids.providerId,
    stripeAccountId: `acct_fixture_${ids.providerId.slice(0, 8)}`,
    status: 'paid',
    checkoutSessionId: `cs_fixture_${bookingId}`,
    paymentIntentId: `pi_fixture_${bookingId}`,
    ...payment,
  });
  return { bookingId };
}
