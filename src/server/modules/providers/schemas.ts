import { z } from 'zod';
import type { TProviderProfile, TPublicProvider } from '../../../shared/schemas/booking';

export const ZProviderProfileOut = z.object({
  providerId: z.string(),
  displayName: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  timezone: z.string(),
}) satisfies z.ZodType<TProviderProfile>;

export const ZPublicProviderOut = z.object({
  id: z.string(),
  displayName: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  timezone: z.string(),
  services: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      durationMinutes: z.number(),
      priceCents: z.number(),
    }),
  ),
  rules: z.object({
    minNoticeMinutes: z.number(),
    maxAdvanceDays: z.number(),
    slotStepMinutes: z.number(),
    cancellationNoticeHours: z.number(),
  }),
}) satisfies z.ZodType<TPublicProvider>;
