import type { TPublicConfig, TSiteConfig } from '../../../shared/schemas/config';

/** What the public pages may know: no provider defaults, no consent dates (the VAT regime is on every invoice). */
export function toPublicConfig(config: TSiteConfig): TPublicConfig {
  const { seller } = config;
  return {
    registrationOpen: config.registrationOpen,
    registrationCountries: config.registrationCountries,
    supportEmail: config.supportEmail,
    seller,
    host: config.host,
    subprocessors: config.subprocessors,
    testimonials: config.testimonials.map(({ name, role, text }) => ({ name, role, text })),
    maintenanceMessage: config.maintenanceMessage,
  };
}
