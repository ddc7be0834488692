/**
 * Whether a client may still move or cancel a booking online: until the provider's notice before
 * its start (the server's rule, client-change-rules.ts). A slot inside the notice cannot be, from
 * the moment it is booked (issue 30): the page says so before it is confirmed.
 */
export function changeableOnline(startIso: string, noticeHours: number, now = Date.now()): boolean {
  return now < new Date(startIso).getTime() - noticeHours * 3_600_000;
}

/** « Ce rendez-vous ne pourra plus être annulé en ligne : il commence dans moins de 24 h. » */
export function lateBookingNotice(noticeHours: number, providerName: string): string {
  return `Ce rendez-vous ne pourra plus être annulé en ligne : il commence dans moins de ${noticeHours} h. Pour le déplacer ou l’annuler, il faudra contacter directement ${providerName}.`;
}
