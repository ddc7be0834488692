import { eq } from 'drizzle-orm';
import { bookingPayments, connectAccounts, services } from '../server/db/schema';
import type { TServicePayment } from '../shared/schemas/booking-payments';
import type { TestApp } from './app';
import { bookingBody, createProvider, createService, localStart, openEveryDay } from './booking-factories';
import { nextTestIp } from './factories';
import type { StripeStandIn } from './stripe-stand-in';

export type TPaymentProvider = Awaited<ReturnType<typeof createProvider>> & {
  stripeAccountId: string;
  serviceId: string;
};

let serial = 0;

/**
 * A signed-in provider whose Stripe account can take charges (written straight to
 * connect_accounts: onboarding is another test's), open every day, with one service.
 */
export async function paymentProvider(t: TestApp): Promise<TPaymentProvider> {
  const provider = await createProvider(t);
  serial += 1;
  const stripeAccountId = `acct_test_${serial}`;
  await t.deps.database.db
    .insert(connectAccounts)
    .values({ providerId: provider.id, stripeAccountId, chargesEnabled: true, detailsSubmitted: true });
  await openEveryDay(t.deps, provider.id);
  const service = await createService(t.deps, provider.id, { name: 'Soin du visage', priceCents: 6000 });
  return { ...provider, stripeAccountId, serviceId: service.id };
}

export type TPaidBooking = { id: string; token: string; start: string; paymentIntentId: string | null };

/**
 * A confirmed public booking (its client's link and e-mail as usual) with its payment row as the
 * Connect webhook leaves it: a `deposit` or `full` payment `paid` (its PaymentIntent), or a
 * `guarantee` card `card_saved` (its SetupIntent). The hold that comes before is another test's:
 * the booking is made while the service asks nothing, then the service gets its rule.
 */
export async function paidBooking(
  t: TestApp,
  provider: TPaymentProvider,
  rule: TServicePayment & { mode: 'deposit' | 'full' | 'guarantee' },
  options: { days?: number; email?: string; start?: string } = {},
): Promise<TPaidBooking> {
  serial += 1;
  const start =
    options.start ?? localStart(t, options.days ?? 3, `${String(8 + (serial % 11)).padStart(2, '0')}:00`);
  const email = options.email ?? `client-${serial}@exemple.fr`;
  const { db } = t.deps.database;
  // Booked while the service asks nothing (an earlier call may have given it its rule).
  await db
    .update(services)
    .set({ payment: { mode: 'none' } })
    .where(eq(services.id, provider.serviceId));
  const created = await t.post(
    `/api/public/providers/${provider.id}/bookings`,
    bookingBody(provider.serviceId, start, { name: 'Jeanne Petit', email }),
    { ip: nextTestIp() },
  );
  if (created.statusCode !== 201) throw new Error(`booking refused: ${created.body}`);
  const { booking, manageUrl } = created.json<{ booking: { id: string }; manageUrl: string }>();
  await db.update(services).set({ payment: rule }).where(eq(services.id, provider.serviceId));
  const guarantee = rule.mode === 'guarantee';
  const paymentIntentId = guarantee ? null : `pi_paid_${serial}`;
  await db.insert(bookingPayments).values({
    bookingId: booking.id,
    providerId: provider.id,
    stripeAccountId: provider.stripeAccountId,
    mode: rule.mode,
    status: guarantee ? 'card_saved' : 'paid',
    amountCents: rule.mode === 'deposit' ? (rule.amountCents ?? 0) : guarantee ? 0 : 6000,
    noShowFeeCents: guarantee ? (rule.noShowFeeCents ?? null) : null,
    checkoutSessionId: `cs_booking_${serial}`,
    paymentIntentId,
    setupIntentId: guarantee ? `seti_${serial}` : null,
    paidAt: guarantee ? null : t.clock.now(),
  });
  return { id: booking.id, token: manageUrl.split('/').pop() ?? '', start, paymentIntentId };
}

/** The booking's payment row as stored. */
export async function paymentRowOf(t: TestApp, bookingId: string) {
  const [row] = await t.deps.database.db
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, bookingId));
  if (!row) throw new Error(`no payment for booking ${bookingId}`);
  return row;
}

/** Another signed-in provider: their requests about the first one's bookings read 404. */
export const otherProvider = (t: TestApp) => createProvider(t, { displayName: 'Institut Rose' });

/**
 * Moves the test clock to an hour after the booking's start (the provider may then mark it done or
 * absent) and signs the provider in again at that time. Returns the clock's previous time, for
 * the test to put it back (the world's other sessions were opened then).
 */
export async function pastTheAppointment(
  t: TestApp,
  provider: TPaymentProvider,
  start: string,
): Promise<{ token: string; back: Date }> {
  const back = t.clock.now();
  t.clock.set(new Date(new Date(start).getTime() + 3600_000));
  return { token: await t.login(provider.email, provider.password), back };
}

/** The refunds the stand-in made of that PaymentIntent, and the account each was made on. */
export function refundsOf(stripe: StripeStandIn, paymentIntent: string | null) {
  const made = [...stripe.refunds.values()].filter((r) => r.paymentIntent === paymentIntent);
  const accounts = stripe.calls
    .filter((c) => c.method === 'POST' && c.path === '/v1/refunds' && c.form.payment_intent === paymentIntent)
    .map((c) => c.headers['stripe-account']);
  const keys = stripe.calls
    .filter((c) => c.path === '/v1/refunds' && c.form.payment_intent === paymentIntent)
    .map((c) => c.headers['idempotency-key']);
  return { made, accounts: [...new Set(accounts)], keys: [...new Set(keys)] };
}
