import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema';

export type TEmailTokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** Creates a single-use token (256 random bits); only its hash is stored. Returns the raw token for the link. */
export async function createEmailToken(
  db: Db,
  input: { userId: string; purpose: TEmailTokenPurpose; ttlMs: number; now: Date; newEmail?: string },
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    newEmail: input.newEmail ?? null,
    tokenHash: hashToken(raw),
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return raw;
}

/** Marks the token used and returns its user id, or null when unknown, used, expired or of another purpose. */
export async function consumeEmailToken(
  db: Db,
  input: { raw: string; purpose: TEmailTokenPurpose; now: Date },
): Promise<string | null> {
  return (await consumeEmailTokenRow(db, input))?.userId ?? null;
}

/**
 * Marks the token used and returns its user and the address it confirms (change_email), or null.
 * The conditional UPDATE makes two concurrent uses of one token succeed at most once.
 */
export async function consumeEmailTokenRow(
  db: Db,
  input: { raw: string; purpose: TEmailTokenPurpose; now: Date },
): Promise<{ userId: string; newEmail: string | null } | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(input.raw)),
        eq(emailTokens.purpose, input.purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  return row ?? null;
}

/** Invalidates every pending token of that purpose (a new link replaces the older ones). */
export async function revokeEmailTokens(
  db: Db,
  input: { userId: string; purpose: TEmailTokenPurpose; now: Date },
) {
  await db
    .update(emailTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(emailTokens.userId, input.userId),
        eq(emailTokens.purpose, input.purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}
