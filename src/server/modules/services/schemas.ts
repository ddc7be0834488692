import { z } from 'zod';
import { type TService, ZServiceInput } from '../../../shared/schemas/booking';

export const ZServiceOut = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number(),
  priceCents: z.number(),
  bufferBeforeMinutes: z.number(),
  bufferAfterMinutes: z.number(),
  active: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<TService>;

const field = ZServiceInput.shape;

/**
 * PATCH body: the shared ZServicePatch is ZServiceInput.partial(), which still fills the defaults
 * (description '', buffers 0, active true) of absent fields — a PATCH of the name alone would reset
 * them. Here every field is optional without a default: absent fields keep their values.
 */
export const ZServicePatchBody = z.object({
  name: field.name.optional(),
  description: field.description.unwrap().optional(),
  durationMinutes: field.durationMinutes.optional(),
  priceCents: field.priceCents.optional(),
  bufferBeforeMinutes: field.bufferBeforeMinutes.unwrap().optional(),
  bufferAfterMinutes: field.bufferAfterMinutes.unwrap().optional(),
  active: field.active.unwrap().optional(),
});

export const ZServiceIdParams = z.object({ id: z.string() });
