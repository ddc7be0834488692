import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** The only accepted algorithm: anything else (none, HS512, RS256…) is refused before the signature. */
const ALGORITHM = 'HS256';

const ZClaims = z.object({
  id: z.uuid(),
  sub: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  sid: z.uuid(),
  /** Set on a session an administrator opened to act as the user: that administrator's id. */
  imp: z.uuid().optional(),
  iat: z.number(),
  exp: z.number(),
});

export type TTokenClaims = z.infer<typeof ZClaims>;

export type TTokenSubject = {
  userId: string;
  email: string;
  name: string;
  role: string;
  sessionId: string;
  /** The administrator acting as the user (impersonation), who the browser's banner is for. */
  impersonatorId?: string | null;
};

/**
 * valid: signature and lifetime good. expired: correctly signed but past `exp` (refresh and logout
 * still read it). invalid: anything else — the caller learns nothing more.
 */
export type TTokenReading =
  | { status: 'valid'; claims: TTokenClaims }
  | { status: 'expired'; claims: TTokenClaims }
  | { status: 'invalid' };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Signs a session token; its `exp` is the session's own expiry so both end together. */
export function signSessionToken(
  secret: Uint8Array,
  subject: TTokenSubject,
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({
    id: subject.userId,
    email: subject.email,
    name: subject.name,
    role: subject.role,
    sid: subject.sessionId,
    ...(subject.impersonatorId ? { imp: subject.impersonatorId } : {}),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuedAt(seconds(issuedAt))
    .setExpirationTime(seconds(expiresAt))
    .sign(secret);
}

/** Checks signature, algorithm and lifetime at `now`; never throws. */
export async function readSessionToken(secret: Uint8Array, token: string, now: Date): Promise<TTokenReading> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], currentDate: now });
    const claims = ZClaims.safeParse(payload);
    return claims.success ? { status: 'valid', claims: claims.data } : { status: 'invalid' };
  } catch (err) {
    // jose checks the signature before the claims: an expired error implies a genuine token.
    if (err instanceof errors.JWTExpired) {
      const claims = ZClaims.safeParse(err.payload);
      return claims.success ? { status: 'expired', claims: claims.data } : { status: 'invalid' };
    }
    return { status: 'invalid' };
  }
}
