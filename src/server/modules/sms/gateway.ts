import type { TSmsAvailability } from '../../../shared/schemas/sms';
import type { TConfig } from '../../config';
import { brevoGateway } from './brevo';

/** What one call to the SMS provider came to (ADR 0062). */
export type TSmsSendResult =
  | { kind: 'sent'; messageId: string }
  /** The provider answered an error: nothing went, the credit goes back. */
  | { kind: 'refused'; reason: string }
  /** No answer in time, or a server error: it may have gone, so it is never sent again. */
  | { kind: 'unknown' };

/** One SMS provider behind one interface: `to` in E.164, `key` the SMS's own id. */
export type TSmsGateway = {
  name: string;
  sendSms(to: string, text: string, key: string): Promise<TSmsSendResult>;
};

export type TSmsConfig = Pick<
  TConfig,
  'SMS_PROVIDER' | 'SMS_API_KEY' | 'SMS_API_URL' | 'SMS_SENDER' | 'OUTBOUND_ALLOW_PRIVATE'
>;

/** A call to the provider that takes longer is « statut inconnu ». */
export const SMS_CALL_TIMEOUT_MS = 10_000;

const PROVIDER_NAMES = { brevo: 'Brevo' } as const;

/** The SMS provider of this instance, or null when it sends no SMS (SMS_* unset). */
export function smsGatewayOf(config: TSmsConfig, timeoutMs = SMS_CALL_TIMEOUT_MS): TSmsGateway | null {
  const { SMS_PROVIDER, SMS_API_KEY, SMS_SENDER } = config;
  if (!SMS_PROVIDER || !SMS_API_KEY || !SMS_SENDER) return null;
  return brevoGateway(config, {
    name: PROVIDER_NAMES[SMS_PROVIDER],
    apiKey: SMS_API_KEY,
    sender: SMS_SENDER,
    timeoutMs,
  });
}

/** Whether this instance sends SMS, and through whom (GET /api/sms; the DPA names it). */
export function smsAvailability(config: TSmsConfig): TSmsAvailability {
  const gateway = smsGatewayOf(config);
  return { available: gateway !== null, provider: gateway?.name ?? null };
}
