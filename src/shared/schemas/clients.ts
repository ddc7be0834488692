import { z } from 'zod';
import { BOOKING_STATUSES } from './booking';
import { multiLine } from './fields';
import { ZBookingAnswer } from './service-options';

/**
 * A provider's clients (issue 15): the list, sorted and paged, one client's page (« fiche ») and
 * their note. A client has no account: the server groups their bookings and names the group with
 * an opaque `key` (a hash) the browser only carries back (docs/decisions/0039).
 */

export const CLIENT_SORTS = ['name', 'lastVisit', 'visits', 'nextVisit'] as const;
export type TClientSort = (typeof CLIENT_SORTS)[number];
export type TSortDirection = 'asc' | 'desc';
/** The way a column sorts first: names A to Z, the latest and the most visits first, the soonest next. */
export const DEFAULT_SORT_DIRECTION: Record<TClientSort, TSortDirection> = {
  name: 'asc',
  lastVisit: 'desc',
  visits: 'desc',
  nextVisit: 'asc',
};
export const CLIENTS_PAGE_SIZE = 50;
export const CLIENT_NOTE_MAX = 5000;

/** GET /api/clients?q&sort&dir&page: q searches the name, the e-mail and the phone. */
export const ZClientsQuery = z.object({
  q: z.string().max(200, 'Recherche trop longue').optional(),
  sort: z.enum(CLIENT_SORTS, { error: 'Tri inconnu : name, lastVisit, visits ou nextVisit' }).optional(),
  dir: z.enum(['asc', 'desc'], { error: 'Sens du tri inconnu : asc ou desc' }).optional(),
  page: z.coerce
    .number({ error: 'Numéro de page invalide' })
    .int('Numéro de page invalide')
    .min(1, 'Numéro de page invalide')
    .max(100_000, 'Numéro de page invalide')
    .optional(),
});
export type TClientsQuery = z.input<typeof ZClientsQuery>;

/** /api/clients/{key}…: the key the list gave (32 hexadecimal characters). */
export const ZClientKeyParams = z.object({
  key: z.string().regex(/^[0-9a-f]{32}$/, 'Client inconnu : adresse de fiche invalide'),
});

export const ZClientSummary = z.object({
  key: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  /** Past appointments that were neither cancelled nor missed. */
  visits: z.number().int(),
  lastVisit: z.string().nullable(),
  nextVisit: z.string().nullable(),
});
export type TClientSummary = z.infer<typeof ZClientSummary>;

/** GET /api/clients: one page of clients and how many match in all. */
export const ZClientsResponse = z.object({
  success: z.literal(true),
  clients: z.array(ZClientSummary),
  total: z.number().int(),
});
export type TClientsPage = Omit<z.infer<typeof ZClientsResponse>, 'success'>;

export const ZClientBooking = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  serviceName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The client's answers to the service's questions, labels as asked (issue 32); plain text. */
  answers: z.array(ZBookingAnswer),
});
export type TClientBooking = z.infer<typeof ZClientBooking>;

/** GET /api/clients/{key}: the client, their whole history with this provider (oldest first), the note. */
export const ZClientDetailsResponse = z.object({
  success: z.literal(true),
  client: ZClientSummary.extend({
    bookings: z.array(ZClientBooking),
    note: z.string(),
    noteUpdatedAt: z.string().nullable(),
  }),
});
export type TClientDetails = z.infer<typeof ZClientDetailsResponse>['client'];

/** PUT /api/clients/{key}/note {note}: the provider's own note; empty deletes it. */
export const ZClientNote = z.object({
  note: z
    .string({ error: 'La note est requise' })
    .max(CLIENT_NOTE_MAX, `La note fait ${CLIENT_NOTE_MAX} caractères au plus`)
    .refine(...multiLine('La note')),
});
export type TClientNote = z.input<typeof ZClientNote>;

export const ZClientNoteResponse = z.object({
  success: z.literal(true),
  note: z.string(),
  noteUpdatedAt: z.string().nullable(),
});
