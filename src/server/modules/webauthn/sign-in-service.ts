import { createHmac } from 'node:crypto';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { TAssertionCredential } from '../../../shared/schemas/webauthn';
import { WEBAUTHN_MESSAGES } from '../../../shared/schemas/webauthn';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { enforceRateLimits, type TRateRule } from '../../http/rate-limit';
import {
  assertAccountActive,
  findUserByEmail,
  findUserById,
  openSession,
  recordSignIn,
  type TClientInfo,
} from '../auth/api';
import { consumeChallenge, storeChallenge } from './challenges';
import { queueKeyNotice } from './notices';
import { findKey, listKeysOf, recordKeyUse, type TKeyRow } from './queries';
import { WEBAUTHN_RATE_RULES, webauthnRateKey } from './rate-rules';
import { challengeOf, relyingPartyOf } from './relying-party';

type TTransport = NonNullable<
  Parameters<typeof generateAuthenticationOptions>[0]['allowCredentials']
>[number]['transports'];

const failed = () => new AppError('UNAUTHORIZED', WEBAUTHN_MESSAGES.failed);

async function limitSignIn(deps: AppDeps, ip: string, email: string | undefined): Promise<void> {
  const rules: { key: string; rule: TRateRule }[] = [
    { key: webauthnRateKey.signInIp(ip), rule: WEBAUTHN_RATE_RULES.signInPerIp },
  ];
  if (email)
    rules.push({ key: webauthnRateKey.signInAccount(email), rule: WEBAUTHN_RATE_RULES.signInPerAccount });
  await enforceRateLimits(deps.database.db, rules, deps.now());
}

/** SPEC §7 `credential?email`: an unknown address answers exactly like an address without a key. */
export async function hasKey(deps: AppDeps, email: string, ip: string): Promise<boolean> {
  const { db } = deps.database;
  await enforceRateLimits(
    db,
    [{ key: webauthnRateKey.lookupIp(ip), rule: WEBAUTHN_RATE_RULES.lookupPerIp }],
    deps.now(),
  );
  // The same answer whether the address has a key, an account without one, or none (issue 30):
  // the lookup tells no one which addresses have an account. The same queries run either way.
  const user = await findUserByEmail(db, email);
  if (user) await listKeysOf(db, user.id);
  return true;
}

/**
 * A credential id no authenticator holds, the same every time for one address (issue 30): the
 * options for an address without a key look like those of an address with one, and the ceremony
 * then fails in the browser as a wrong key would.
 */
function decoyCredentialId(deps: AppDeps, email: string): string {
  return createHmac('sha256', deps.jwtSecret)
    .update(`webauthn-decoy:${email.toLowerCase()}`)
    .digest('base64url');
}

/**
 * Options for a sign-in: with the e-mail, its keys are allowed (a decoy when it has none, so that
 * the answer tells nothing); without, a discoverable credential.
 */
export async function signInOptions(deps: AppDeps, email: string | undefined, ip: string) {
  const { db } = deps.database;
  await limitSignIn(deps, ip, email);
  let keys: TKeyRow[] = [];
  if (email) {
    const user = await findUserByEmail(db, email);
    keys = user ? await listKeysOf(db, user.id) : [];
  }
  const allowed: { id: string; transports?: TTransport }[] = keys.map((k) => ({
    id: k.id,
    transports: k.transports as TTransport,
  }));
  if (email && allowed.length === 0)
    allowed.push({ id: decoyCredentialId(deps, email), transports: ['internal', 'hybrid'] });
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.config.APP_URL).rpID,
    userVerification: 'preferred',
    ...(email ? { allowCredentials: allowed } : {}),
  });
  await storeChallenge(
    db,
    { challenge: options.challenge, purpose: 'authenticate', userId: null, email: email ?? null },
    deps.now(),
  );
  return options;
}

/**
 * Checks an assertion: the challenge (single-use, 5 minutes, bound to the e-mail typed or to none),
 * the key (the e-mail's own, or found by its id), the signature, then the counter. A counter that
 * did not grow is refused and its owner warned (a possible clone). Success opens the same session
 * as the password login.
 */
export async function signInWithKey(
  deps: AppDeps,
  input: { email?: string | undefined; credential: TAssertionCredential; rememberMe: boolean },
  client: TClientInfo,
) {
  const { db } = deps.database;
  const now = deps.now();
  await limitSignIn(deps, client.ip, input.email);
  const challenge = challengeOf(input.credential.response.clientDataJSON);
  const binding = challenge ? await consumeChallenge(db, challenge, 'authenticate', now) : undefined;
  if (!challenge || !binding || (binding.email ?? undefined) !== input.email?.toLowerCase()) throw failed();
  const key = await findKey(db, input.credential.id);
  const user = key ? await findUserById(db, key.userId) : undefined;
  if (!key || !user) throw failed();
  if (input.email && user.email.toLowerCase() !== input.email.toLowerCase()) throw failed();
  // A discoverable credential names its account (the user id given at registration): it must be the key's.
  const { userHandle } = input.credential.response;
  if (userHandle && Buffer.from(userHandle, 'base64url').toString('utf8') !== user.id) throw failed();
  const rp = relyingPartyOf(deps.config.APP_URL);
  // The library's own counter check is skipped (counter 0) so that a regression is told apart below.
  const result = await verifyAuthenticationResponse({
    response: input.credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: { id: key.id, publicKey: new Uint8Array(key.publicKey), counter: 0 },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) throw failed();
  const { newCounter } = result.authenticationInfo;
  if ((newCounter > 0 || key.counter > 0) && newCounter <= key.counter) {
    await db.transaction((tx) =>
      queueKeyNotice(tx, deps.jobs, {
        event: 'cloned',
        user,
        keyName: key.name,
        appUrl: deps.config.APP_URL,
        now,
      }),
    );
    throw failed();
  }
  assertAccountActive(user);
  await recordKeyUse(db, key.id, newCounter, now);
  const session = await openSession(deps, user, input.rememberMe, client);
  await recordSignIn(db, user.id, now);
  return session;
}
