import { z } from 'zod';

/**
 * A readable booking address (issue 15): `/booking/julie-moreau-sophrologue`. Lower-case letters,
 * digits and single hyphens; never a word of the app's own paths, never shaped like an id.
 */
export const SLUG_LIMITS = { min: 3, max: 60 } as const;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'auth',
  'blog',
  'booking',
  'cancel-booking',
  'cgu',
  'contact',
  'creneau',
  'dashboard',
  'legal',
  'login',
  'logout',
  'privacy',
  'register',
  'rgpd',
  'static',
  'support',
  'www',
]);
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const ZSlug = z
  .string({ error: 'L’adresse est obligatoire' })
  .trim()
  .min(SLUG_LIMITS.min, `L’adresse doit compter au moins ${SLUG_LIMITS.min} caractères`)
  .max(SLUG_LIMITS.max, `L’adresse ne doit pas dépasser ${SLUG_LIMITS.max} caractères`)
  .regex(
    SLUG_PATTERN,
    'Lettres minuscules sans accent, chiffres et tirets simples uniquement (ex. julie-moreau)',
  )
  .refine((slug) => !RESERVED_SLUGS.has(slug), {
    message: 'Cette adresse est réservée : choisissez-en une autre.',
  })
  .refine((slug) => !UUID_SHAPE.test(slug), {
    message: 'Cette adresse ressemble à un identifiant : choisissez-en une autre.',
  });

/** PUT /api/provider/slug: the address to use, or null to go back to the id. */
export const ZSlugInput = z.object({ slug: ZSlug.nullable() });
export type TSlugInput = z.input<typeof ZSlugInput>;

export const SLUG_TAKEN = 'Cette adresse est déjà prise : choisissez-en une autre.';

/** A suggestion from a name: « Julie Moreau — Sophrologue » → « julie-moreau-sophrologue ». */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_LIMITS.max)
    .replace(/-+$/, '');
}
