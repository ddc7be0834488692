import type { z } from 'zod';
import type { ZProfileUpdate } from '../../../shared/schemas/auth';
import type { TAccountDetails } from '../auth/api';

const FIELDS = ['nom', 'siret', 'adresse', 'telephone'] as const;

/** An absent field keeps its value; an empty one (or null) clears it. */
export function toProfileFields(input: z.output<typeof ZProfileUpdate>): TAccountDetails {
  const fields: TAccountDetails = {};
  for (const key of FIELDS) {
    const value = input[key];
    if (value !== undefined) fields[key] = value === null || value === '' ? null : value;
  }
  return fields;
}
