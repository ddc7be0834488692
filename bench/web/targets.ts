import type { TMeasuredPage } from './measure-pages';

export const LANDING = 'accueil /';
export const BOOKING = 'réservation /booking/:id';
export const BOOKING_FORM = 'réservation, formulaire affiché';
export const LANDING_SLOW = 'accueil /, 4G lente';
export const BOOKING_SLOW = 'réservation /booking/:id, 4G lente';
export const BOOKING_DESKTOP = 'réservation, ordinateur';
export const BOOKING_DESKTOP_FORM = 'réservation, ordinateur, formulaire affiché';

/** The booking page's JavaScript budget on a phone (ADR 0025: kB = 1000 bytes, over the wire, headers included). */
const PHONE_TRANSFER_BUDGET = 150_000;
/** The largest paint of the landing and booking pages on the slow-4G phone (issue 37 item 6). */
const SLOW_4G_LCP_MS = 2500;
/** The same budget on a desktop with the form beside the calendar (issue 30 item 17: KiB of Chromium's encoded sizes). */
const DESKTOP_ENCODED_BUDGET = 150 * 1024;

export type TTargetResult = { label: string; measured: string; target: string; pass: boolean };

/**
 * The targets: the booking page's JS ≤ 150 kB over the wire on a phone (issue 18) and ≤ 150 KiB
 * encoded on a desktop once its form shows (issue 30, ADR 0055); landing LCP < 1.5 s on 4G, landing
 * and booking LCP < 2.5 s on slow 4G (issue 37, ADR 0068); CLS < 0.05.
 */
export function checkTargets(pages: TMeasuredPage[]): TTargetResult[] {
  const find = (name: string) => pages.find((page) => page.name === name)?.figures;
  const landing = find(LANDING);
  const booking = find(BOOKING);
  const desktopForm = find(BOOKING_DESKTOP_FORM);
  const results: TTargetResult[] = [];
  if (booking) {
    results.push({
      label: 'JS de la page de réservation, téléphone (transféré)',
      measured: `${(booking.jsTransferBytes / 1000).toFixed(1)} kB`,
      target: `≤ ${PHONE_TRANSFER_BUDGET / 1000} kB`,
      pass: booking.jsTransferBytes <= PHONE_TRANSFER_BUDGET,
    });
  }
  if (desktopForm) {
    results.push({
      label: 'JS de la réservation, ordinateur, formulaire affiché (encodé)',
      measured: `${(desktopForm.jsEncodedBytes / 1024).toFixed(1)} KiB`,
      target: `≤ ${DESKTOP_ENCODED_BUDGET / 1024} KiB`,
      pass: desktopForm.jsEncodedBytes <= DESKTOP_ENCODED_BUDGET,
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
  // Issue 37 item 6: the largest paint of both front doors under 2.5 s on slow 4G (Web Vitals' "good").
  for (const [label, figures] of [
    ['LCP de l’accueil, 4G lente', find(LANDING_SLOW)],
    ['LCP de la réservation, 4G lente', find(BOOKING_SLOW)],
  ] as const) {
    if (figures) {
      results.push({
        label,
        measured: `${Math.round(figures.lcpMs)} ms`,
        target: `< ${SLOW_4G_LCP_MS} ms`,
        pass: figures.lcpMs > 0 && figures.lcpMs < SLOW_4G_LCP_MS,
      });
    }
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
