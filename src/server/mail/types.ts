import type { outboxEmails, TEmailAttachment } from '../db/schema';

/** Attempts per message, the first included: pg-boss retries an `email.send` job 7 times. */
export const MAX_ATTEMPTS = 8;

/**
 * The kind of request that queued an e-mail, recorded on its outbox row with the signed-in
 * account that made it (never shown; kept for abuse handling, ADR 0021). Every e-mail has one.
 */
export const EMAIL_TRIGGER_KINDS = [
  /** A client booked on the public page. */
  'public_booking',
  /** A client cancelled or moved their booking through their link. */
  'client_change',
  /** The provider added a booking by hand (a phone customer). */
  'manual_booking',
  /** The provider cancelled, moved or changed a booking from the dashboard. */
  'provider_change',
  /** The provider deleted their account: their upcoming bookings were cancelled. */
  'account_deletion',
  /** The reminder job. */
  'reminder',
  /** A sign-up: the new account's verification link, or the notice to an address's owner. */
  'registration',
  /** « Renvoyer le lien de vérification ». */
  'verification_resend',
  /** « Mot de passe oublié ». */
  'password_reset',
  /** The holder changed their password while signed in: the notice to their address. */
  'password_change',
  /** The holder asked to change their address: the link (or the notice) to the new one, then the notice to the old one. */
  'email_change',
  /** The contact form, to every administrator. */
  'contact_form',
  /** A DPA signature: the signed copy, to the signer. */
  'dpa_signature',
  /** The morning agenda job. */
  'daily_agenda',
  /** The support job: a team reply the user left unread five minutes. */
  'support_reply',
  /** The support job: the administrators' digest of conversations waiting for an answer. */
  'support_digest',
  /** An administrator's « Envoyer un lien de réinitialisation », with the administrator's account. */
  'admin_password_reset',
  /** A payment or a refund (Stripe's webhook, or a transfer the team recorded): its invoice or credit note. */
  'billing_document',
  /** A shop order moved (placed, paid, shipped…): the notice to the provider who ordered it. */
  'order_status',
  /** A security key added, removed, or refused as a possible clone: the notice to its owner. */
  'webauthn_key',
  /** An administrator approved a reader's comment on the blog: the notice to its author. */
  'blog_comment',
  /** An administrator changed the sub-processors: the DPA's notice to every provider, with the administrator's account. */
  'subprocessors_change',
  /** A transfer order (ADR 0056): the team confirmed it, its next month is due, its month ended unpaid or as chosen. */
  'transfer_order',
  /** The waitlist's offer job (ADR 0060): a slot the client waits for is free. */
  'waitlist_offer',
  /** A client joined a provider's waitlist (ADR 0060): the confirmation with the leave link. */
  'waitlist_joined',
  /** A booking's payment (issue 34): its refund done, or a no-show fee the client's bank wants confirmed. */
  'booking_payment',
  /** The webhooks' job (ADR 0064): an endpoint turned off (a 410, repeated failures), told to its provider. */
  'webhook_disabled',
] as const;
export type TEmailTriggerKind = (typeof EMAIL_TRIGGER_KINDS)[number];

/** Who made the server write an e-mail: the signed-in account (null for a visitor or a job) and how. */
export type TEmailTrigger = { userId: string | null; kind: TEmailTriggerKind };

/** A message as its template and its recipient make it, before it is queued. */
export type TEmailMessage = {
  /** What the message is for (verify_email, reset_password, contact…): shown in logs and the outbox. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: TEmailAttachment[];
  /** The booking this message is about: it then appears in that booking's delivery log. */
  bookingId?: string;
};

/** A message to queue: every e-mail records what triggered it (ADR 0021). */
export type TOutgoingEmail = TEmailMessage & { trigger: TEmailTrigger };

/** A message as the outbox keeps it. */
export type TOutboxEmailRow = typeof outboxEmails.$inferSelect;

/** The transport: e-mails are queued with queueEmails (queue-emails.ts), delivered by the `email.send` job. */
export type Mailer = {
  /** Hands one message to SMTP ('sent'), or without SMTP_URL to the log ('logged'); throws when SMTP fails. */
  deliver(message: TOutboxEmailRow): Promise<'sent' | 'logged'>;
  close(): Promise<void>;
};
