import { z } from 'zod';
import { singleLine } from './fields';

const SIRET = /^\d{14}$/;
const PHONE = /^[+\d][\d\s.()-]{5,24}$/;

/** Step 1 of the DPA modal (SPEC §3, §5): nom, adresse and the terms box are required. */
export const ZDpaForm = z.object({
  nom: z
    .string({ error: 'Le nom est requis' })
    .trim()
    .min(1, 'Le nom est requis')
    .max(200, 'Le nom ne doit pas dépasser 200 caractères')
    .refine(...singleLine('Le nom')),
  siret: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => v === '' || SIRET.test(v), 'Le SIRET doit contenir exactement 14 chiffres')
    .optional()
    .nullable(),
  adresse: z
    .string({ error: "L'adresse est requise" })
    .trim()
    .min(1, "L'adresse est requise")
    .max(500, "L'adresse ne doit pas dépasser 500 caractères")
    .refine(...singleLine("L'adresse")),
  telephone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE.test(v), 'Numéro de téléphone invalide')
    .optional()
    .nullable(),
  acceptTerms: z.literal(true, { error: "Vous devez accepter les conditions d'utilisation" }),
  acceptDPA: z.boolean().optional(),
});
export type TDpaFormInput = z.input<typeof ZDpaForm>;
export type TDpaForm = z.output<typeof ZDpaForm>;

/** What the browser sends with its signature (SPEC §3); the server records its own evidence. */
export const ZDpaSignRequest = z.object({
  dpaData: z.object({ id: z.uuid({ error: 'Identifiant de DPA invalide' }) }),
  signature: z.object({
    accepted: z.boolean({ error: 'La signature doit être acceptée' }),
    ip: z
      .string()
      .max(100)
      .refine(...singleLine("L'adresse IP"))
      .optional()
      .nullable(),
    userAgent: z
      .string()
      .max(1000)
      .refine(...singleLine('Le navigateur'))
      .optional()
      .nullable(),
    timestamp: z
      .string()
      .max(100)
      .refine(...singleLine("L'heure"))
      .optional()
      .nullable(),
    method: z.literal('electronic', { error: 'Méthode de signature invalide' }),
  }),
});
export type TDpaSignRequest = z.input<typeof ZDpaSignRequest>;

export const ZDpaSignature = z.object({
  accepted: z.literal(true),
  ip: z.string(),
  declaredIp: z.string().nullable(),
  userAgent: z.string(),
  timestamp: z.string(),
  method: z.literal('electronic'),
  contentHash: z.string(),
});

export const ZDpa = z.object({
  id: z.string(),
  statut: z.enum(['draft', 'signed']),
  numeroContrat: z.string(),
  contenu: z.string(),
  signature: ZDpaSignature.nullable(),
  signedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TDpa = z.infer<typeof ZDpa>;

export const ZDpaStatusResponse = z.object({ success: z.literal(true), hasValidDPA: z.boolean() });
export const ZDpaContentResponse = z.object({ success: z.literal(true), dpa: ZDpa.nullable() });
export const ZDpaActionResponse = z.object({ success: z.literal(true), dpa: ZDpa, message: z.string() });

export const DPA_MESSAGES = {
  generated: 'DPA généré. Lisez-le attentivement avant de le signer.',
  signed: 'DPA signé avec succès. Une copie PDF vous a été envoyée par e-mail.',
  alreadySigned: 'Ce DPA est déjà signé.',
  subprocessorsMissing:
    'L’accord de sous-traitance ne peut pas encore être établi : l’éditeur de ce service n’a pas renseigné ses sous-traitants (hébergeur, envoi des e-mails). Réessayez plus tard ou écrivez au support.',
  alreadyHasSigned: 'Vous avez déjà signé un DPA : il ne peut pas être remplacé.',
  notFound: 'DPA introuvable.',
  notAccepted: 'Vous devez accepter la signature électronique du DPA.',
} as const;
