import type { TEmailAttachment } from '../db/schema';

/**
 * The kind of request that queued an e-mail, recorded on its outbox row with the signed-in
 * account that made it (never shown; kept for abuse handling, ADR 0021).
 */
export type TEmailTriggerKind =
  /** A client booked on the public page. */
  | 'public_booking'
  /** A client cancelled or moved their booking through their link. */
  | 'client_change'
  /** The provider added a booking by hand (a phone customer). */
  | 'manual_booking'
  /** The provider cancelled, moved or changed a booking from the dashboard. */
  | 'provider_change'
  /** The provider deleted their account: their upcoming bookings were cancelled. */
  | 'account_deletion'
  /** The reminder job. */
  | 'reminder';

/** Who made the server write an e-mail: the signed-in account (null for a client or a job) and how. */
export type TEmailTrigger = { userId: string | null; kind: TEmailTriggerKind };

export type TOutgoingEmail = {
  /** What the message is for (verify_email, reset_password, contact…): shown in logs and the outbox. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: TEmailAttachment[];
  /** The booking this message is about: it then appears in that booking's delivery log. */
  bookingId?: string;
  trigger?: TEmailTrigger;
};

export type Mailer = {
  /** Stores the message in the outbox, then delivers it in the background; returns the outbox id. */
  send(message: TOutgoingEmail): Promise<string>;
  /**
   * Delivers, in the background, messages a transaction wrote with insertOutboxEmail once it has
   * committed. A crash before this runs loses nothing: flush() finds them at the next start or tick.
   */
  deliver(ids: readonly string[]): void;
  /** Delivers every due message now (used at start, by the retry timer and by tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
};
