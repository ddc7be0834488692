import { z } from 'zod';
import { BIC_PATTERN, compactIban, isValidIban } from '../iban';
import { multiLine, singleLine, zCalendarDate } from './fields';
import { ZSettings } from './provider-setup';

/**
 * The administrators' configuration (docs/architecture.md "Admin", ADR 0031): one schema per key,
 * each stored as one row of app_config. Every message names its field in French.
 */

/**
 * Required text, trimmed, at most `max` characters; `label` names it (« Le nom »). One line unless
 * `multiline` (a testimonial may have paragraphs).
 */
function line(label: string, max: number, { multiline = false } = {}) {
  return z
    .string({ error: `${label} est obligatoire` })
    .trim()
    .min(1, `${label} est obligatoire`)
    .max(max, `${label} ne doit pas dépasser ${max} caractères`)
    .refine(...(multiline ? multiLine(label) : singleLine(label)));
}

/** A fact a legal notice may leave out: null (or empty) reads « communiqué sur demande ». */
function optionalLine(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} ne doit pas dépasser ${max} caractères`)
    .refine(...singleLine(label))
    .nullable();
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ZRegistrationOpen = z.boolean({ error: 'Indiquez si les inscriptions sont ouvertes' });

/** ISO 3166 alpha-2 codes, upper case (« FR », « BE »); at least one, no repeat. */
export const ZRegistrationCountries = z
  .array(z.string().regex(/^[A-Z]{2}$/, 'Code pays ISO à deux lettres majuscules attendu (ex. FR)'), {
    error: 'Liste de pays attendue',
  })
  .min(1, 'Indiquez au moins un pays autorisé')
  .max(250, 'Au plus 250 pays')
  .refine((codes) => new Set(codes).size === codes.length, 'Chaque pays ne doit figurer qu’une fois');

export const ZSupportEmail = z
  .string({ error: "L'e-mail du support est obligatoire" })
  .trim()
  .max(254, "L'e-mail du support ne doit pas dépasser 254 caractères")
  .regex(EMAIL_PATTERN, "L'e-mail du support est invalide")
  .refine(...singleLine("L'e-mail du support"));

/** Who sells: the invoices' issuer (issue 13) and the legal notice's publisher. */
export const ZSeller = z.object({
  name: line('La raison sociale', 120),
  legalForm: optionalLine('La forme juridique', 120),
  capital: optionalLine('Le capital social', 60),
  address: optionalLine("L'adresse du siège", 300),
  siren: z
    .string()
    .regex(/^\d{9}$/, 'Le SIREN doit comporter 9 chiffres')
    .nullable(),
  vatNumber: z
    .string()
    .regex(
      /^FR[0-9A-Z]{11}$/,
      'Le numéro de TVA doit commencer par FR suivi de 11 caractères (ex. FR12345678901)',
    )
    .nullable(),
  /** « TVA non applicable, art. 293 B du CGI » on invoices. */
  vatExempt: z.boolean({ error: 'Indiquez si la TVA est applicable' }),
  publicationDirector: optionalLine('Le directeur de la publication', 120),
});
export type TSeller = z.infer<typeof ZSeller>;

/** The host of the service, named by the legal notice (LCEN art. 6). */
export const ZHost = z.object({
  name: optionalLine("Le nom de l'hébergeur", 120),
  address: optionalLine("L'adresse de l'hébergeur", 300),
  phone: optionalLine("Le téléphone de l'hébergeur", 30),
});
export type THost = z.infer<typeof ZHost>;

/** The sub-processors every DPA names (GDPR art. 28(2)), listed on the legal pages. */
export const ZConfigSubprocessor = z.object({
  name: line('Le nom du sous-traitant', 200),
  role: line('Le rôle du sous-traitant', 300),
  country: line('Le pays du sous-traitant', 100),
});
export const ZConfigSubprocessors = z
  .array(ZConfigSubprocessor)
  .min(1, 'Indiquez au moins un sous-traitant')
  .max(30, 'Au plus 30 sous-traitants');

/** A customer's word on the landing page, published only with their written consent of that date. */
export const ZTestimonial = z.object({
  name: line('Le nom', 80),
  role: line('Le rôle', 120),
  text: line('Le texte', 600, { multiline: true }),
  consentDate: zCalendarDate('La date du consentement'),
});
export type TTestimonial = z.infer<typeof ZTestimonial>;
export const MAX_TESTIMONIALS = 20;
export const ZTestimonials = z
  .array(ZTestimonial)
  .max(MAX_TESTIMONIALS, `Au plus ${MAX_TESTIMONIALS} témoignages`);

/** Plain text above every screen; null hides the banner. */
export const MAINTENANCE_MESSAGE_MAX = 300;
export const ZMaintenanceMessage = line('Le message de maintenance', MAINTENANCE_MESSAGE_MAX).nullable();

/** What a new provider's settings start from (SPEC §3 « Configuration defaults » and booking rules). */
export const ZProviderDefaults = ZSettings.refine((s) => s.workDayStart < s.workDayEnd, {
  message: 'La fin de la journée de travail doit suivre son début',
  path: ['workDayEnd'],
});

/**
 * The instance's bank details for transfers (ADR 0056): providers paying a pack or a recharge by
 * transfer are shown them. null: no transfer is offered. The IBAN is kept compact (no spaces,
 * upper case) and must pass the mod-97 check; the BIC is optional.
 */
export const ZBankTransfer = z
  .object({
    holder: line('Le titulaire du compte', 120),
    // overwrite, not transform: the same schema describes the answer (no one-way transform there).
    iban: z
      .string({ error: "L'IBAN est obligatoire" })
      .overwrite(compactIban)
      .min(1, "L'IBAN est obligatoire")
      .refine(isValidIban, "L'IBAN est invalide : vérifiez-le (ex. FR76 3000 6000 0112 3456 7890 189)"),
    bic: z
      .string({ error: 'Le BIC doit être un texte' })
      .overwrite((bic) => bic.replace(/\s+/g, '').toUpperCase())
      .regex(BIC_PATTERN, 'Le BIC doit comporter 8 ou 11 caractères (ex. AGRIFRPP), ou restez vide')
      .nullable(),
  })
  .nullable();
export type TBankTransfer = z.infer<typeof ZBankTransfer>;

/** Every key with its schema: the PUT accepts any subset of them, and nothing else. */
export const CONFIG_SHAPE = {
  registrationOpen: ZRegistrationOpen,
  registrationCountries: ZRegistrationCountries,
  supportEmail: ZSupportEmail,
  seller: ZSeller,
  host: ZHost,
  subprocessors: ZConfigSubprocessors,
  testimonials: ZTestimonials,
  maintenanceMessage: ZMaintenanceMessage,
  providerDefaults: ZProviderDefaults,
  bankTransfer: ZBankTransfer,
};
export type TConfigKey = keyof typeof CONFIG_SHAPE;
export const CONFIG_KEYS = Object.keys(CONFIG_SHAPE) as TConfigKey[];

/** The whole configuration, every key with its value (stored, else its initial value). */
export const ZSiteConfig = z.object(CONFIG_SHAPE);
export type TSiteConfig = z.infer<typeof ZSiteConfig>;

/**
 * PUT /api/admin/config: only the keys sent change. A key outside the list is refused by name
 * (its own path, so the answer's `field` says which one).
 */
export const ZConfigPatch = z.looseObject(ZSiteConfig.partial().shape).superRefine((patch, ctx) => {
  for (const key of Object.keys(patch)) {
    if (!(key in CONFIG_SHAPE)) {
      ctx.addIssue({ code: 'custom', path: [key], message: `Clé de configuration inconnue : ${key}` });
    }
  }
});
export type TConfigPatch = z.infer<typeof ZConfigPatch>;

/** GET and PUT /api/admin/config. */
export const ZAdminConfigResponse = z.object({ success: z.literal(true), config: ZSiteConfig });

/** What the public pages need: no provider defaults, no consent dates. */
export const ZPublicConfig = z.object({
  registrationOpen: z.boolean(),
  registrationCountries: z.array(z.string()),
  supportEmail: z.string(),
  seller: ZSeller,
  host: ZHost,
  subprocessors: z.array(ZConfigSubprocessor),
  testimonials: z.array(ZTestimonial.omit({ consentDate: true })),
  maintenanceMessage: z.string().nullable(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

/** GET /api/config/public. */
export const ZPublicConfigResponse = z.object({ success: z.literal(true), config: ZPublicConfig });
