import type { TPublicProvider } from '../../../shared/schemas/booking';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { PROVIDER_NOT_FOUND } from '../availability/free-slots';
import { listServices } from '../services/queries';
import { getSettings } from '../settings/queries';
import { getProviderProfile } from './queries';

/**
 * What anyone may read about a provider: the booking-page profile (business phone and address),
 * active services and the rules a client must know. Never the account's e-mail or SIRET, never
 * anything about clients.
 */
export async function getPublicProvider(db: Db, providerId: string): Promise<TPublicProvider> {
  const profile = await getProviderProfile(db, providerId);
  if (!profile) throw new AppError('NOT_FOUND', PROVIDER_NOT_FOUND);
  const [services, settings] = await Promise.all([
    listServices(db, providerId, { activeOnly: true }),
    getSettings(db, providerId),
  ]);
  return {
    id: providerId,
    displayName: profile.displayName,
    description: profile.description,
    address: profile.address,
    phone: profile.phone,
    timezone: profile.timezone,
    services: services.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      durationMinutes: s.durationMinutes,
      priceCents: s.priceCents,
    })),
    rules: {
      minNoticeMinutes: settings.minNoticeMinutes,
      maxAdvanceDays: settings.maxAdvanceDays,
      slotStepMinutes: settings.slotStepMinutes,
      cancellationNoticeHours: settings.cancellationNoticeHours,
    },
  };
}
