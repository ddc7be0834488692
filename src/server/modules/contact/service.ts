import { eq } from 'drizzle-orm';
import { contactMessages, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { enforceRateLimits, type TRateRule } from '../../http/rate-limit';
import { queueEmails } from '../../mail/queue-emails';
import { renderContactMessage } from '../../mail/templates/contact-message';

export const CONTACT_SENT_MESSAGE =
  'Merci ! Votre message a bien été envoyé. Nous vous répondrons rapidement.';

export const CONTACT_RATE_RULES = {
  perIp: { limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, TRateRule>;

export type TContactInput = {
  name: string;
  email: string;
  message: string;
  ip: string;
  /** Set when a signed-in person wrote, so an administrator can find the account. */
  userId?: string | undefined;
};

/**
 * Keeps the message (it must survive even with no administrator or no SMTP) and, in the same
 * transaction, queues its e-mail to every administrator. Returns the stored message id.
 */
export async function submitContactMessage(deps: AppDeps, input: TContactInput): Promise<string> {
  const { db } = deps.database;
  const receivedAt = deps.now();
  await enforceRateLimits(
    db,
    [{ key: `contact:ip:${input.ip}`, rule: CONTACT_RATE_RULES.perIp }],
    receivedAt,
  );
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  const email = renderContactMessage({
    name: input.name,
    email: input.email,
    message: input.message,
    receivedAt,
    appUrl: deps.config.APP_URL,
  });
  const trigger = { userId: input.userId ?? null, kind: 'contact_form' } as const;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        message: input.message,
        userId: input.userId ?? null,
        createdAt: receivedAt,
      })
      .returning({ id: contactMessages.id });
    if (!inserted) throw new Error('contact insert returned nothing');
    const messages = admins.map((admin) => ({ kind: 'contact', to: admin.email, ...email, trigger }));
    await queueEmails(tx, deps.jobs, messages, receivedAt);
    return inserted;
  });
  return row.id;
}
