import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webauthnChallenges } from '../../db/schema';

/** A challenge lives 5 minutes and serves once (ADR 0041). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

type TPurpose = 'register' | 'authenticate';
export type TChallengeBinding = { userId: string | null; email: string | null };

export async function storeChallenge(
  db: Db,
  input: { challenge: string; purpose: TPurpose } & TChallengeBinding,
  now: Date,
): Promise<void> {
  // Expired challenges are worthless: each new one sweeps them away.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    challenge: input.challenge,
    purpose: input.purpose,
    userId: input.userId,
    email: input.email?.toLowerCase() ?? null,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

/**
 * Marks the challenge used, atomically, and returns its binding; undefined when it is unknown,
 * already used, expired or issued for another purpose. Spent before the signature is checked, so
 * a failed attempt cannot be retried with the same challenge.
 */
export async function consumeChallenge(
  db: Db,
  challenge: string,
  purpose: TPurpose,
  now: Date,
): Promise<TChallengeBinding | undefined> {
  const [row] = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ userId: webauthnChallenges.userId, email: webauthnChallenges.email });
  return row;
}
