import type { TSeller } from './schemas/config';

/**
 * What French invoicing rules require of the seller on every invoice (Code de commerce, art.
 * R123-237 and L441-9; CGI, art. 242 nonies A) that the configuration does not give yet, in French:
 * empty when an invoice may be issued. The VAT number is not needed under the franchise (art. 293 B),
 * which the invoice then states.
 */
export function missingInvoiceMentions(seller: TSeller): string[] {
  const missing: Array<string | false> = [
    !seller.name.trim() && 'la raison sociale',
    !seller.legalForm && 'la forme juridique',
    !seller.address && 'l’adresse du siège',
    !seller.siren && 'le SIREN',
    !seller.vatExempt && !seller.vatNumber && 'le numéro de TVA intracommunautaire',
  ];
  return missing.filter((item): item is string => item !== false);
}

/** « le SIREN et le numéro de TVA », as a sentence names a list. */
export function frenchList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}
