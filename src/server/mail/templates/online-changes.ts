import { formatPhone } from '../../../shared/phone-format';

/**
 * What a client is told once moving or cancelling online is over: the words of the refusal their
 * link would answer (clientChangeRefusal, bookings module), so an e-mail never promises what the
 * link then refuses (issue 30).
 */
export function contactProviderAdvice(providerPhone: string): string {
  return providerPhone
    ? `Contactez directement votre professionnel au ${formatPhone(providerPhone)}.`
    : 'Contactez directement votre professionnel.';
}

/** « Ce rendez-vous ne peut plus être déplacé ni annulé en ligne moins de 24 h avant son début. Contactez… » */
export function onlineChangesClosedNote(noticeHours: number, providerPhone: string): string {
  return `Ce rendez-vous ne peut plus être déplacé ni annulé en ligne moins de ${noticeHours} h avant son début. ${contactProviderAdvice(providerPhone)}`;
}
