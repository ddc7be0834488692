import type { TMeasuredPage } from './measure-pages';

export const LANDING = 'accueil /';
export const BOOKING = 'réservation /booking/:id';
export const BOOKING_FORM = 'réservation, formulaire affiché';

export type TTargetResult = { label: string; measured: string; target: string; pass: boolean };

/** The targets: booking JS ≤ 150 kB over the wire, landing LCP < 1.5 s, CLS < 0.05 (kB = 1000 bytes). */
export function checkTargets(pages: TMeasuredPage[]): TTargetResult[] {
  const find = (name: string) => pages.find((page) => page.name === name)?.figures;
  const landing = find(LANDING);
  const booking = find(BOOKING);
  const results: TTargetResult[] = [];
  if (booking) {
    results.push({
      label: 'JS de la page de réservation (transféré)',
      measured: `${(booking.jsTransferBytes / 1000).toFixed(1)} kB`,
      target: '≤ 150 kB',
      pass: booking.jsTransferBytes <= 150_000,
    });
  }
  if (landing) {
    results.push({
      label: 'LCP de l’accueil',
      measured: `${Math.round(landing.lcpMs)} ms`,
      target: '< 1500 ms',
      pass: landing.lcpMs > 0 && landing.lcpMs < 1500,
    });
  }
  for (const [label, figures] of [
    ['CLS de l’accueil', landing],
    ['CLS de la réservation', booking],
  ] as const) {
    if (figures) {
      results.push({
        label,
        measured: figures.cls.toFixed(3),
        target: '< 0.05',
        pass: figures.cls < 0.05,
      });
    }
  }
  return results;
}
