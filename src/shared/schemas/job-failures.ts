import { z } from 'zod';
import { zPage, zPageSize } from './admin-users';

/**
 * « Envois en échec » (ADR 0053): the jobs that failed their last attempt, for the administrators.
 * `open` ones wait for an administrator; `resolved` ones were retried or marked as handled.
 */
export const JOB_FAILURE_STATUSES = ['open', 'resolved'] as const;
export type TJobFailureStatus = (typeof JOB_FAILURE_STATUSES)[number];

/**
 * Every job's name in French, for the page and the administrators' notice. A job missing here
 * shows its name; the registry's test asks every job for one.
 */
export const JOB_LABELS: Record<string, string> = {
  'stripe.refund': 'Remboursement Stripe',
  'stripe.cancel-subscription': 'Résiliation d’un abonnement Stripe remplacé',
  'email.send': 'Envoi d’un e-mail',
  'push.deliver': 'Notification du navigateur',
  'push.sweep': 'Reprise des notifications du navigateur',
  'reminders.dispatch': 'Rappels de rendez-vous',
  'sms.dispatch': 'Rappels de rendez-vous par SMS',
  'agenda.daily': 'Agenda du jour par e-mail',
  'gdpr.retention': 'Anonymisation des données anciennes (RGPD)',
  'audit.retention': 'Purge du journal d’audit',
  'support.unread-emails': 'E-mails des messages de support non lus',
  'billing.rollover': 'Fin des périodes de forfait et des crédits',
  'shop.housekeeping': 'Commandes impayées et anciennes adresses de la boutique',
  'blog.publish-due': 'Publication des articles programmés',
  'config.subprocessors-notice': 'Annonce d’un changement de sous-traitants aux professionnels',
  'payments.transfer-renewals': 'Fin des mois payés par virement (rappel, retour à l’offre gratuite)',
  'caldav.sync': 'Synchronisation d’un agenda CalDAV',
  'caldav.sync-due': 'Synchronisations d’agendas CalDAV à faire',
  'caldav.write-booking': 'Écriture d’un rendez-vous dans l’agenda CalDAV du professionnel',
  'waitlist.offer': 'Offre d’un créneau libéré à la liste d’attente',
  'booking-payments.refund': 'Remboursement d’un acompte ou d’un paiement de rendez-vous',
  'booking-payments.no-show-fee': 'Prélèvement des frais d’absence (carte en garantie)',
  'booking-payments.expire-holds': 'Libération des réservations non payées à temps',
  'booking-payments.expire-checkout': 'Fermeture chez Stripe du paiement d’une réservation annulée',
  'webhooks.deliver': 'Envoi d’un webhook',
};

export const jobLabel = (queue: string): string => JOB_LABELS[queue] ?? queue;

/** How long the last error may be, as stored and shown. */
export const JOB_ERROR_MAX_LENGTH = 1000;

export const JOB_FAILURE_MESSAGES = {
  notFound: 'Envoi en échec introuvable.',
  alreadyResolved: 'Cet envoi a déjà été relancé ou marqué comme traité.',
  unknownJob: 'Ce type d’envoi n’existe plus : marquez-le comme traité.',
  noticeTitle: 'Un envoi est en échec',
  noticeBody: (label: string, attempts: number) =>
    `${label} : toujours en échec après ${attempts} essai${attempts > 1 ? 's' : ''}. Relancez-le ou marquez-le comme traité.`,
} as const;

/** GET /api/admin/job-failures?status&page&pageSize: open ones first, then the newest. */
export const ZJobFailureListQuery = z.object({
  status: z.enum(JOB_FAILURE_STATUSES, { error: 'Statut attendu : open ou resolved' }).optional(),
  page: zPage(),
  pageSize: zPageSize(),
});
export type TJobFailureListQuery = z.input<typeof ZJobFailureListQuery>;

export const ZJobFailure = z.object({
  id: z.uuid(),
  /** The job's name (`stripe.refund`…) and its French label. */
  queue: z.string(),
  label: z.string(),
  jobId: z.uuid(),
  /** The job's data: business ids only (a payment, a subscription, an e-mail of the outbox). */
  data: z.record(z.string(), z.unknown()),
  lastError: z.string(),
  attempts: z.number().int(),
  failedAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  /** The administrator who retried it or marked it as handled (null once their account is gone). */
  resolvedBy: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  /** The job « Relancer » sent; null when it was marked as handled without a retry. */
  retriedJobId: z.uuid().nullable(),
});
export type TJobFailure = z.infer<typeof ZJobFailure>;

export const ZJobFailureListResponse = z.object({
  success: z.literal(true),
  failures: z.array(ZJobFailure),
  total: z.number().int(),
  /** Open failures in all, whatever the filter: the admin home's « N envois en échec ». */
  openCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TJobFailureList = z.infer<typeof ZJobFailureListResponse>;

export const ZJobFailureResponse = z.object({ success: z.literal(true), failure: ZJobFailure });
export type TJobFailureResponse = z.infer<typeof ZJobFailureResponse>;
