import type { TSubprocessor } from '../../../shared/schemas/legal';
import type { TConfig } from '../../config';
import { smsAvailability, type TSmsConfig } from './gateway';

type TSmsCompany = {
  subprocessor: TSubprocessor /** How an administrator may already name it. */;
  names: string[];
};

/** Who sends the SMS, as a contract names a sub-processor: the company behind the brand, and where. */
const SMS_COMPANIES: Record<NonNullable<TConfig['SMS_PROVIDER']>, TSmsCompany> = {
  brevo: {
    subprocessor: {
      nom: 'Brevo (Sendinblue SAS)',
      role: 'Envoi des SMS de rappel aux clients des professionnels',
      pays: 'France',
    },
    names: ['brevo', 'sendinblue'],
  },
};

/**
 * The sub-processors with this instance's SMS provider added at the end when it sends SMS (GDPR
 * art. 28): the DPA and the legal pages name it then, and only then. Not added twice: a row an
 * administrator wrote for that company whose role speaks of SMS already names it.
 */
export function withSmsSubprocessor(list: readonly TSubprocessor[], config: TSmsConfig): TSubprocessor[] {
  if (!smsAvailability(config).available || !config.SMS_PROVIDER) return [...list];
  const { subprocessor, names } = SMS_COMPANIES[config.SMS_PROVIDER];
  const listed = list.some(
    (s) => names.some((name) => s.nom.toLowerCase().includes(name)) && /\bsms\b/i.test(s.role),
  );
  return listed ? [...list] : [...list, subprocessor];
}
