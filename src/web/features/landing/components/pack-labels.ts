import type { TPack } from '../../../../shared/pricing';

const count = new Intl.NumberFormat('fr-FR');

/** The SPEC §3 pricing columns, in their order. */
export const PACK_COLUMNS = [
  'Pack',
  'Prix TTC',
  'Rendez-vous / mois',
  'Report max.',
  'Dépassement',
  'Idéal pour',
] as const;

export function formatAppointments(pack: TPack): string {
  return pack.appointmentsPerMonth === null ? 'Illimités' : count.format(pack.appointmentsPerMonth);
}

export function formatCarryOver(pack: TPack): string {
  if (pack.maxCarryOver === null) return 'Sans objet';
  if (pack.maxCarryOver === 0) return 'Aucun';
  return count.format(pack.maxCarryOver);
}

/** The event pack's quota covers its 7 days, not a calendar month. */
export function appointmentsNote(pack: TPack): string | null {
  return pack.id === 'evenement-7j' ? 'sur 7 jours' : null;
}
