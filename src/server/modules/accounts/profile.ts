import type { z } from 'zod';
import type { ZProfileUpdate } from '../../../shared/schemas/auth';
import type { TProfileFields } from './queries';

const FIELDS = ['nom', 'siret', 'adresse', 'telephone'] as const;

/** An absent field keeps its value; an empty one (or null) clears it. */
export function toProfileFields(input: z.output<typeof ZProfileUpdate>): TProfileFields {
  const fields: TProfileFields = {};
  for (const key of FIELDS) {
    const value = input[key];
    if (value !== undefined) fields[key] = value === null || value === '' ? null : value;
  }
  return fields;
}
