import type { TConfig } from '../../config';
import { outboundRequest } from '../../outbound/request';
import type { TSmsGateway, TSmsSendResult } from './gateway';

export const BREVO_API_URL = 'https://api.brevo.com';

type TBrevoOptions = { name: string; apiKey: string; sender: string; timeoutMs: number };

/** Why Brevo refused, in French for the booking's SMS log. */
function refusalReason(status: number): string {
  if (status === 401 || status === 403) return `Clé d’API SMS refusée par le fournisseur (${status})`;
  if (status === 402) return 'Compte du fournisseur de SMS sans crédit (402)';
  return `Envoi refusé par le fournisseur de SMS (${status})`;
}

/**
 * Brevo's transactional SMS (`POST /v3/transactionalSMS/sms` → 201 `{messageId}`), through the
 * outbound gateway as a configured service (ADR 0049). A 4xx is a refusal (nothing sent); a 5xx, a
 * timeout or a broken connection leave the SMS's fate unknown (ADR 0062: never resent).
 */
export function brevoGateway(
  config: Pick<TConfig, 'SMS_API_URL' | 'OUTBOUND_ALLOW_PRIVATE'>,
  options: TBrevoOptions,
): TSmsGateway {
  const base = (config.SMS_API_URL ?? BREVO_API_URL).replace(/\/+$/, '');
  return {
    name: options.name,
    async sendSms(to, text, key): Promise<TSmsSendResult> {
      let response: Awaited<ReturnType<typeof outboundRequest>>;
      try {
        response = await outboundRequest(config, {
          destination: 'service',
          url: `${base}/v3/transactionalSMS/sms`,
          method: 'POST',
          headers: {
            'api-key': options.apiKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          // Brevo wants the number without its « + »; the tag names the SMS in Brevo's logs.
          body: JSON.stringify({
            sender: options.sender,
            recipient: to.replace(/^\+/, ''),
            content: text,
            type: 'transactional',
            tag: key,
          }),
          timeoutMs: options.timeoutMs,
        });
      } catch {
        return { kind: 'unknown' };
      }
      if (response.status >= 200 && response.status < 300) {
        const messageId = parseMessageId(response.body);
        return messageId ? { kind: 'sent', messageId } : { kind: 'unknown' };
      }
      if (response.status >= 400 && response.status < 500)
        return { kind: 'refused', reason: refusalReason(response.status) };
      return { kind: 'unknown' };
    },
  };
}

function parseMessageId(body: Buffer): string | null {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { messageId?: unknown };
    const id = parsed.messageId;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
  } catch {
    return null;
  }
}
