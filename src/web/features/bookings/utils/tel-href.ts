/** A phone number as typed (« 06 12 34 56 78 ») to a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
