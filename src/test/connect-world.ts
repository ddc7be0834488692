import { afterAll, beforeAll } from 'vitest';
import { connectAccounts } from '../server/db/schema';
import { createTestApp, type TestApp } from './app';
import { createUser, type TUserOverrides } from './factories';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in';

/** Signs Connect's events in the tests (issue 34): with the secret key, Stripe Connect is on. */
export const TEST_STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_creneau_connect_stand_in';

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
