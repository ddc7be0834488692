import { z } from 'zod';

/** One sub-processor of the DPA (GDPR art. 28(2)), as the public legal pages list them. */
export const ZSubprocessor = z.object({ nom: z.string(), role: z.string(), pays: z.string() });
export type TSubprocessor = z.infer<typeof ZSubprocessor>;

/** GET /api/legal/subprocessors */
export const ZSubprocessorsResponse = z.object({
  success: z.literal(true),
  /** Never empty: the configuration refuses an empty list, so an empty answer is a broken one. */
  subprocessors: z.array(ZSubprocessor).min(1),
  /**
   * The last change of the list providers were told of (DPA article 9): when it was announced and
   * from when it applies (30 days later), ISO 8601; null while the list never changed.
   */
  lastChange: z.object({ announcedAt: z.string(), effectiveFrom: z.string() }).nullable(),
});
export type TSubprocessorsResponse = z.infer<typeof ZSubprocessorsResponse>;
