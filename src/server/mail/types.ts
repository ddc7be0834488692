import type { TEmailAttachment } from '../db/schema';

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
};

export type Mailer = {
  /** Stores the message in the outbox, then delivers it in the background; returns the outbox id. */
  send(message: TOutgoingEmail): Promise<string>;
  /** Delivers every due message now (used at start, by the retry timer and by tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
};
