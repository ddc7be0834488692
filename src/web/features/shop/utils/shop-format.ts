import { DEFAULT_TIMEZONE, formatDateTime } from '../../../../shared/french-format';

const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** 20 → « 20 % », 5.5 → « 5,5 % » (a no-break space before %). */
export function formatVatRate(rate: number): string {
  return `${percent.format(rate)}\u00a0%`;
}

/** « En stock », « Plus que 3 en stock » (5 or fewer), « Épuisé ». */
export function stockLabel(stock: number): string {
  if (stock <= 0) return 'Épuisé';
  if (stock <= 5) return `Plus que ${stock} en stock`;
  return 'En stock';
}

/** The shop's dates are the company's (Europe/Paris), like its invoices. */
export function formatShopDateTime(instant: string): string {
  return formatDateTime(instant, DEFAULT_TIMEZONE, 'long');
}
