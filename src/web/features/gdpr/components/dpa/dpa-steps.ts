import type { TDpa } from '../../../../../shared/schemas/dpa';

/** The modal's states (SPEC §4 "DPA flow"). */
export type TDpaStep = 'form' | 'reading' | 'signing' | 'completed';

/** SPEC §4: an existing signed DPA opens on "completed", a draft on "reading", nothing on the form. */
export function initialDpaStep(dpa: TDpa | null): TDpaStep {
  if (!dpa) return 'form';
  return dpa.statut === 'signed' ? 'completed' : 'reading';
}

/** SPEC §2: the three numbered steps; "completed" comes after them. */
export const DPA_STEPS = [
  { step: 'form', label: 'Vos informations' },
  { step: 'reading', label: 'Lecture du contrat' },
  { step: 'signing', label: 'Signature' },
] as const satisfies readonly { step: TDpaStep; label: string }[];
