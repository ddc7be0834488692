import type { TSiteConfig } from '../../../shared/schemas/config';
import { DEFAULT_SETTINGS } from '../../../shared/schemas/provider-setup';
import type { TConfig } from '../../config';

/**
 * What each key is worth until an administrator saves it (docs/decisions/0031): the environment
 * where it said something before the configuration moved to the database, else what the product
 * did or showed until then. Facts nobody gave stay null, never invented.
 */
export function initialConfig(env: TConfig): TSiteConfig {
  return {
    registrationOpen: true,
    registrationCountries: [...env.REGISTRATION_COUNTRIES],
    supportEmail: env.SUPPORT_EMAIL,
    // What the legal notice stated before it read the configuration.
    seller: {
      name: 'Créneau SAS',
      legalForm: 'Société par actions simplifiée',
      capital: null,
      address: 'Paris, France',
      siren: null,
      vatNumber: null,
      vatExempt: false,
      publicationDirector: null,
    },
    host: { name: null, address: null, phone: null },
    subprocessors: env.DPA_SUBPROCESSORS.map(({ nom, role, pays }) => ({ name: nom, role, country: pays })),
    testimonials: [],
    maintenanceMessage: null,
    providerDefaults: {
      ...DEFAULT_SETTINGS,
      reminderOffsetsMinutes: [...DEFAULT_SETTINGS.reminderOffsetsMinutes],
    },
    // No transfer is offered until an administrator gives the bank details (ADR 0056).
    bankTransfer: null,
  };
}
