import { z } from 'zod';

/**
 * The photo or logo of the booking page (issue 15, item 4): the browser sends the image itself
 * (JPEG, PNG or WebP, 2 MB at most); the server reads its type from its bytes and keeps a WebP
 * of 256 × 256 px at most, cropped square on its centre.
 */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The side of the stored square, in pixels; the page shows it at 64 px (sharp on retina screens). */
export const LOGO_SIDE_PX = 256;

export const LOGO_MESSAGES = {
  type: 'Photo ou logo : formats acceptés JPEG, PNG ou WebP.',
  size: 'Photo ou logo : l’image dépasse 2 Mo.',
  unreadable: 'Photo ou logo : l’image est illisible ou abîmée. Choisissez-en une autre.',
  dimensions: 'Photo ou logo : l’image est trop grande (50 mégapixels au plus).',
  notFound: 'Aucune photo ni logo pour ce professionnel.',
} as const;

/** GET, PUT and DELETE /api/provider/logo: the versioned public address, or null without one. */
export const ZProviderLogoResponse = z.object({ success: z.literal(true), logoUrl: z.string().nullable() });
export type TProviderLogoResponse = z.infer<typeof ZProviderLogoResponse>;

/** GET /api/public/providers/{id}/logo?v: the version the payload's address carries (long cache then). */
export const ZLogoQuery = z.object({ v: z.string().max(20).optional() });

/** The browser's check before sending: the French reason a file is refused, or null. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_MESSAGES.type;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.size;
  return null;
}
