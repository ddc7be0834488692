import { SMS_STATUS_LABELS } from '../../../shared/schemas/sms';
import { toCsv } from '../../csv/csv';
import type { TSmsExport } from '../sms/api';

/** The README's lines for the SMS files (issue 35). */
export const SMS_README = `- sms.json / sms.csv : les rappels par SMS envoyés à vos clients (rendez-vous, date d'envoi,
  numéro masqué, état) ; le texte des SMS n'est pas gardé au-delà de 30 jours.
`;

/** sms.json and sms.csv of the provider's archive: ISO dates in UTC, the status as stored and in words. */
export function smsFiles(sms: TSmsExport[]): Record<string, string> {
  return {
    'sms.json': `${JSON.stringify(sms, null, 2)}\n`,
    'sms.csv': toCsv(
      [
        { header: 'rendez-vous', value: (s: TSmsExport) => s.bookingId },
        { header: 'envoyé le', value: (s) => s.sentAt },
        { header: 'numéro', value: (s) => s.recipient },
        { header: 'état', value: (s) => SMS_STATUS_LABELS[s.status] },
      ],
      sms,
    ),
  };
}
