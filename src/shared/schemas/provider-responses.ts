import { z } from 'zod';
import { PAYMENT_MODES } from './booking-payments';
import { ZProviderProfile } from './booking-responses';
import { type TOverride, type TService, ZSettings } from './provider-setup';
import { LOCATION_TYPES, QUESTION_TYPES } from './service-options';

/**
 * Response schemas of the provider's set-up API (services, hours, settings, profile): the
 * browser parses with them, and they are the shapes the server documents (docs/architecture.md).
 */

export const ZService = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number(),
  priceCents: z.number(),
  bufferBeforeMinutes: z.number(),
  bufferAfterMinutes: z.number(),
  active: z.boolean(),
  questions: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      type: z.enum(QUESTION_TYPES),
      required: z.boolean(),
      options: z.array(z.string()).optional(),
    }),
  ),
  capacity: z.number(),
  phoneRequired: z.boolean(),
  location: z.object({
    type: z.enum(LOCATION_TYPES),
    videoBaseUrl: z.string().optional(),
    videoFixed: z.boolean().optional(),
  }),
  payment: z.object({
    mode: z.enum(PAYMENT_MODES),
    amountCents: z.number().optional(),
    noShowFeeCents: z.number().optional(),
  }),
  createdAt: z.string(),
}) satisfies z.ZodType<TService>;

/** GET /api/services (archived services excluded). */
export const ZServicesResponse = z.object({ success: z.literal(true), services: z.array(ZService) });
/** POST /api/services (201) and PATCH /api/services/{id}. */
export const ZServiceEnvelope = z.object({ success: z.literal(true), service: ZService });

/** GET and PUT /api/settings: the whole settings, defaults included. */
export const ZSettingsResponse = z.object({ success: z.literal(true), settings: ZSettings });

/** GET and PUT /api/availability: the weekly hours (weekday 1 = Monday) and their zone. */
export const ZAvailabilityResponse = z.object({
  success: z.literal(true),
  timezone: z.string(),
  weekly: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
});

const ZRange = z.object({ start: z.string(), end: z.string() });
export const ZOverride = z.object({
  id: z.string(),
  date: z.string(),
  ranges: z.array(ZRange),
  note: z.string(),
}) satisfies z.ZodType<TOverride>;

/** GET /api/availability/overrides?from&to. */
export const ZOverridesResponse = z.object({ success: z.literal(true), overrides: z.array(ZOverride) });
/** POST /api/availability/overrides (201): an exception on the same date is replaced. */
export const ZOverrideEnvelope = z.object({ success: z.literal(true), override: ZOverride });
/** POST /api/availability/overrides/range (201): one exception per day, each replacing that day's. */
export const ZOverrideRangeResponse = z.object({ success: z.literal(true), overrides: z.array(ZOverride) });
/** GET /api/availability/holidays?year: each public holiday, and the exception already on it if any. */
export const ZHolidaysResponse = z.object({
  success: z.literal(true),
  holidays: z.array(z.object({ date: z.string(), name: z.string(), override: ZOverride.nullable() })),
});

/** GET and PUT /api/provider/profile (a new provider's display name may still be empty). */
export const ZProviderProfileResponse = z.object({ success: z.literal(true), profile: ZProviderProfile });
