import { z } from 'zod';

/**
 * The provider's brand colour on their booking page (issue 37, ADR 0066): the buttons' background
 * under white text, so it must keep WCAG AA's 4.5:1 contrast with white.
 */
export const BRAND_COLOR_MIN_CONTRAST = 4.5;

const HEX = /^#[0-9a-f]{6}$/;

/** sRGB channel (0–255) to linear light, as WCAG 2's relative luminance defines it. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of `#rrggbb` (0 black … 1 white). */
export function luminanceOf(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * linear((n >> 16) & 255) + 0.7152 * linear((n >> 8) & 255) + 0.0722 * linear(n & 255);
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** « 4,5:1 », the way the form shows it. */
export const formatContrast = (ratio: number): string =>
  `${(Math.floor(ratio * 10) / 10).toLocaleString('fr-FR', { minimumFractionDigits: 1 })}:1`;

export const BRAND_COLOR_MESSAGES = {
  format: 'La couleur de votre page doit être au format #rrggbb, par exemple #4f46e5.',
  contrast:
    'La couleur de votre page est trop claire : le texte blanc de vos boutons ne serait pas lisible (contraste minimal 4,5:1).',
} as const;

/** `#rrggbb` dark enough for white text; null goes back to Créneau's colour. */
export const ZBrandColor = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HEX, BRAND_COLOR_MESSAGES.format)
  .refine((hex) => contrastRatio(hex, '#ffffff') >= BRAND_COLOR_MIN_CONTRAST, BRAND_COLOR_MESSAGES.contrast)
  .nullable();

/** GET|PUT /api/provider/brand-color. */
export const ZBrandColorInput = z.object({ brandColor: ZBrandColor }).strict();
export type TBrandColorInput = z.input<typeof ZBrandColorInput>;
export const ZBrandColorResponse = z.object({ success: z.literal(true), brandColor: z.string().nullable() });
