import { describe, expect, it } from 'vitest';
import { withSmsSubprocessor } from './subprocessor';

const HOST = { nom: 'Scaleway SAS', role: 'Hébergement', pays: 'France' };
const MAIL = { nom: 'Brevo', role: 'Envoi des e-mails transactionnels', pays: 'France' };
const NO_SMS = { OUTBOUND_ALLOW_PRIVATE: false };
const SMS_ENV = {
  ...NO_SMS,
  SMS_PROVIDER: 'brevo',
  SMS_API_KEY: 'xkeysib-test',
  SMS_SENDER: 'Creneau',
} as const;
const BREVO_SMS = {
  nom: 'Brevo (Sendinblue SAS)',
  role: 'Envoi des SMS de rappel aux clients des professionnels',
  pays: 'France',
};

describe('the SMS provider among the sub-processors', () => {
  it('is named when this instance sends SMS, after the configured list, even beside Brevo for e-mails', () => {
    expect(withSmsSubprocessor([HOST, MAIL], SMS_ENV)).toEqual([HOST, MAIL, BREVO_SMS]);
  });

  it('is not named when the instance sends no SMS, or is missing its key or sender', () => {
    expect(withSmsSubprocessor([HOST, MAIL], NO_SMS)).toEqual([HOST, MAIL]);
    expect(withSmsSubprocessor([HOST], { ...NO_SMS, SMS_PROVIDER: 'brevo', SMS_SENDER: 'Creneau' })).toEqual([
      HOST,
    ]);
    expect(withSmsSubprocessor([HOST], { ...NO_SMS, SMS_PROVIDER: 'brevo', SMS_API_KEY: 'k' })).toEqual([
      HOST,
    ]);
  });

  it('is not named twice when an administrator already lists that company for the SMS', () => {
    const own = { nom: 'Sendinblue SAS', role: 'E-mails et SMS de rappel', pays: 'France' };
    expect(withSmsSubprocessor([HOST, own], SMS_ENV)).toEqual([HOST, own]);
  });
});
