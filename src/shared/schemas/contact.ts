import { z } from 'zod';
import { multiLine, singleLine } from './fields';

export const ZContact = z.object({
  name: z
    .string({ error: 'Le nom est requis' })
    .trim()
    .min(1, 'Le nom est requis')
    .max(100, 'Le nom ne doit pas dépasser 100 caractères')
    .refine(...singleLine('Le nom')),
  email: z
    .string({ error: "L'email est requis" })
    .trim()
    .min(1, "L'email est requis")
    .max(254, 'Adresse email invalide')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Adresse email invalide')
    .refine(...singleLine('L’adresse e-mail')),
  message: z
    .string({ error: 'Le message est requis' })
    .trim()
    .min(10, 'Le message doit contenir au moins 10 caractères')
    .max(5000, 'Le message ne doit pas dépasser 5000 caractères')
    .refine(...multiLine('Le message')),
});
export type TContact = z.input<typeof ZContact>;
