import { createHmac } from 'node:crypto';
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
import { simpleWebAuthn } from './library';
import { queueKeyNotice } from './notices';
import { findKey, listKeysOf, recordKeyUse } from './queries';
import { WEBAUTHN_RATE_RULES, webauthnRateKey } from './rate-rules';
import { challengeOf, relyingPartyOf } from './relying-party';

const failed = () => new AppError('UNAUTHORIZED', WEBAUTHN_MESSAGES.failed);

async function limitSignIn(deps: AppDeps, ip: string, email: string | undefined): Promise<void> {
  const rules: { key: string; rule: TRateRule }[] = [
    { key: webauthnRateKey.signInIp(ip), rule: WEBAUTHN_RATE_RULES.signInPerIp },
  ];
  if (email)
    rules.push({ key: webauthnRateKey.signInAccount(email), rule: WEBAUTHN_RATE_RULES.signInPerAccount });
  await enforceRateLimits(deps.database.db, rules, deps.now());
}

/**
 * SPEC §7 `credential?email`: `true` for every address — with a key, an account without one, or no
 * account (issue 30) — so the lookup tells no one which addresses have an account or a key. It asks
 * the database nothing, so neither its answer nor its timing depends on the address.
 */
export async function hasKey(deps: AppDeps, _email: string, ip: string): Promise<boolean> {
  await enforceRateLimits(
    deps.database.db,
    [{ key: webauthnRateKey.lookupIp(ip), rule: WEBAUTHN_RATE_RULES.lookupPerIp }],
    deps.now(),
  );
  return true;
}

/** The id lengths real authenticators use (16 to 64 bytes): a decoy takes one of them. */
const DECOY_ID_BYTES = [16, 20, 32, 64] as const;
/** No account has this id: an unknown address runs the same key query as a known one. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * A credential id no authenticator holds, the same every time for one address (issue 30): the
 * options for an address without a key look like those of an address with one, and the ceremony
 * then fails in the browser as a wrong key would.
 */
function decoyCredentialId(deps: AppDeps, email: string): string {
  const mac = createHmac('sha512', deps.jwtSecret)
    .update(`webauthn-decoy:${email.trim().toLowerCase()}`)
    .digest();
  const length = DECOY_ID_BYTES[(mac[mac.length - 1] ?? 0) % DECOY_ID_BYTES.length] ?? 32;
  return mac.subarray(0, length).toString('base64url');
}

/**
 * Options for a sign-in: with the e-mail, its keys are allowed (a decoy when it has none, so that
 * the answer tells nothing); without, a discoverable credential. Allowed ids carry no transports:
 * the stored ones would tell a real key from a decoy.
 */
export async function signInOptions(deps: AppDeps, email: string | undefined, ip: string) {
  const { db } = deps.database;
  await limitSignIn(deps, ip, email);
  let allowed: { id: string }[] = [];
  if (email) {
    const user = await findUserByEmail(db, email);
    allowed = (await listKeysOf(db, user?.id ?? NO_ACCOUNT)).map((k) => ({ id: k.id }));
    if (allowed.length === 0) allowed.push({ id: decoyCredentialId(deps, email) });
  }
  const { generateAuthenticationOptions } = await simpleWebAuthn();
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
  const { verifyAuthenticationResponse } = await simpleWebAuthn();
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
