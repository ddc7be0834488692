import { describe, expect, it } from 'vitest';
import { ZProfileUpdate } from '../../../shared/schemas/auth';
import { toProfileFields } from './profile';

describe('toProfileFields', () => {
  it('keeps absent fields out of the update and clears empty ones', () => {
    const parsed = ZProfileUpdate.parse({ nom: '  Studio Zen ', siret: '', telephone: null });
    expect(toProfileFields(parsed)).toEqual({ nom: 'Studio Zen', siret: null, telephone: null });
  });

  it('stores the SIRET without its spaces', () => {
    const parsed = ZProfileUpdate.parse({ siret: '732 829 320 00074' });
    expect(toProfileFields(parsed)).toEqual({ siret: '73282932000074' });
  });
});
