import type { generateRegistrationOptions } from '@simplewebauthn/server';
import {
  type TAttestationCredential,
  type TSecurityKey,
  WEBAUTHN_MESSAGES,
} from '../../../shared/schemas/webauthn';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { confirmCurrentPassword, type TUserRow } from '../auth/api';
import { consumeChallenge, storeChallenge } from './challenges';
import { toSecurityKey } from './keys-service';
import { simpleWebAuthn } from './library';
import { queueKeyNotice } from './notices';
import { findKey, insertKey, listKeysOf } from './queries';
import { challengeOf, relyingPartyOf } from './relying-party';

export const REGISTER_MESSAGES = {
  wrongPassword: 'Mot de passe incorrect',
  added: 'La clé de sécurité a été enregistrée.',
  alreadyKnown: 'Cette clé de sécurité est déjà enregistrée.',
} as const;

type TTransport = NonNullable<
  Parameters<typeof generateRegistrationOptions>[0]['excludeCredentials']
>[number]['transports'];

/**
 * Registration options, once the password has been typed again (the proof of a recent sign-in):
 * passkeys (discoverable credentials) and user verification preferred, the user's keys excluded.
 */
export async function registrationOptions(deps: AppDeps, user: TUserRow, password: string) {
  await confirmCurrentPassword(deps, user, {
    password,
    field: 'password',
    wrongMessage: REGISTER_MESSAGES.wrongPassword,
  });
  const { db } = deps.database;
  const rp = relyingPartyOf(deps.config.APP_URL);
  const keys = await listKeysOf(db, user.id);
  const { generateRegistrationOptions } = await simpleWebAuthn();
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: keys.map((k) => ({ id: k.id, transports: k.transports as TTransport })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await storeChallenge(
    db,
    { challenge: options.challenge, purpose: 'register', userId: user.id, email: null },
    deps.now(),
  );
  return options;
}

/** Stores the new key when the attestation answers this user's own, unused, unexpired challenge; the owner is told by e-mail. */
export async function registerKey(
  deps: AppDeps,
  user: TUserRow,
  input: { credential: TAttestationCredential; name: string },
): Promise<TSecurityKey> {
  const { db } = deps.database;
  const now = deps.now();
  const challenge = challengeOf(input.credential.response.clientDataJSON);
  const binding = challenge ? await consumeChallenge(db, challenge, 'register', now) : undefined;
  if (!challenge || binding?.userId !== user.id) throw new AppError('BAD_REQUEST', WEBAUTHN_MESSAGES.error);
  const rp = relyingPartyOf(deps.config.APP_URL);
  const { verifyRegistrationResponse } = await simpleWebAuthn();
  const result = await verifyRegistrationResponse({
    response: input.credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) throw new AppError('BAD_REQUEST', WEBAUTHN_MESSAGES.error);
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  if (await findKey(db, credential.id)) throw new AppError('CONFLICT', REGISTER_MESSAGES.alreadyKnown);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertKey(tx, {
      id: credential.id,
      userId: user.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: input.name,
      createdAt: now,
    });
    await queueKeyNotice(tx, deps.jobs, {
      event: 'added',
      user,
      keyName: input.name,
      appUrl: deps.config.APP_URL,
      now,
    });
    return inserted;
  });
  return toSecurityKey(row);
}
