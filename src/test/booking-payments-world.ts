import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  bookingPayments,
  bookings,
  connectAccounts,
  outboxEmails,
  quotaMovements,
} from '../server/db/schema';
import type { TServicePayment } from '../shared/schemas/booking-payments';
import { createTestApp, type TCsrfPair, type TestApp } from './app';
import {
  bookingBody,
  createProvider,
  createService,
  openEveryDay,
  type TTestProvider,
} from './booking-factories';
import { nextTestIp } from './factories';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in';

export type THoldWorld = { t: TestApp; stripe: StripeStandIn };

/** A test app speaking to the Stripe stand-in, Connect's webhook secret included (issue 34). */
export function setUpHoldWorld(): THoldWorld {
  const world = {} as THoldWorld;
  beforeAll(async () => {
    world.stripe = await startStripeStandIn();
    world.t = await createTestApp({ env: world.stripe.env });
  });
  afterAll(async () => {
    await world.t.close();
    await world.stripe.close();
  });
  return world;
}

let accounts = 0;
/** A provider open every day whose Stripe account takes charges, and one service asking `payment`. */
export async function payingProviderWith(t: TestApp, payment: TServicePayment, priceCents = 5000) {
  const provider: TTestProvider = await createProvider(t);
  await openEveryDay(t.deps, provider.id);
  const stripeAccountId = `acct_test_hold_${++accounts}`;
  await t.deps.database.db
    .insert(connectAccounts)
    .values({ providerId: provider.id, stripeAccountId, chargesEnabled: true, detailsSubmitted: true });
  const service = await createService(t.deps, provider.id, { name: 'Soin visage', priceCents, payment });
  return { provider, service, stripeAccountId };
}

export function bookPublic(
  t: TestApp,
  providerId: string,
  serviceId: string,
  start: string,
  email: string,
  headers: Record<string, string> = {},
  browser?: TCsrfPair,
) {
  return t.post(`/api/public/providers/${providerId}/bookings`, bookingBody(serviceId, start, { email }), {
    ip: nextTestIp(),
    headers,
    ...(browser && { browser }),
  });
}

/** Delivers a signed event to the Connect webhook, as Stripe does (raw JSON, `Stripe-Signature`). */
export function deliverConnect(t: TestApp, event: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/connect/webhook',
    payload: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });
}

/** The stand-in's completed event for a booking's session, signed with the Connect secret. */
export function completedEvent(
  stripe: StripeStandIn,
  sessionId: string,
  overrides: Record<string, unknown> = {},
  options: { account?: string; id?: string } = {},
) {
  const session = stripe.sessions.get(sessionId);
  return stripe.signedEvent('checkout.session.completed', stripe.completedSession(sessionId, overrides), {
    secret: stripe.connectSecret,
    account: options.account ?? session?.account ?? undefined,
    ...(options.id && { id: options.id }),
  });
}

export const sessionIdOfUrl = (url: string) => url.split('/').pop() ?? '';

export async function bookingRow(t: TestApp, bookingId: string) {
  const [row] = await t.deps.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row;
}

export async function paymentRow(t: TestApp, bookingId: string) {
  const [row] = await t.deps.database.db
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, bookingId));
  return row;
}

/** The e-mails queued about a booking, by kind. */
export async function emailKindsOf(t: TestApp, bookingId: string) {
  const rows = await t.deps.database.db
    .select({ kind: outboxEmails.kind })
    .from(outboxEmails)
    .where(eq(outboxEmails.bookingId, bookingId));
  return rows.map((r) => r.kind).sort();
}

/** The appointment movements recorded for a booking (ADR 0036): its use, or an overage. */
export async function usesOf(t: TestApp, bookingId: string) {
  const rows = await t.deps.database.db
    .select()
    .from(quotaMovements)
    .where(eq(quotaMovements.bookingId, bookingId));
  return rows.filter((r) => r.kind === 'use' || r.kind === 'overage');
}
