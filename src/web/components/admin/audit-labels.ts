import { DEFAULT_TIMEZONE, formatDateTime } from '../../../shared/french-format';
import type { TAuditEntry } from '../../../shared/schemas/admin-users';
import { STATUS_LABELS } from './account-labels';

/**
 * Every audit action in French, in one place. Actions recorded by features built later read as
 * their id until they are named here.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.suspend': 'Compte suspendu',
  'user.reactivate': 'Compte réactivé',
  'user.verify_email': 'E-mail marqué comme vérifié',
  'user.password_reset': 'Lien de réinitialisation envoyé',
  'user.delete': 'Compte supprimé',
  'user.impersonation_start': 'Connexion en tant que l’utilisateur',
  'user.impersonation_end': 'Fin de la connexion en tant que l’utilisateur',
  'user.impersonation_write': 'Modification faite en tant que l’utilisateur',
  'config.update': 'Configuration modifiée',
  'chat.reply': 'Réponse au support',
  'global_notification.create': 'Annonce publiée',
  'global_notification.update': 'Annonce modifiée',
  'global_notification.status': 'Statut d’une annonce changé',
  'global_notification.delete': 'Annonce supprimée',
  'global_notification.purge': 'Annonce supprimée définitivement',
  'job_failure.retry': 'Envoi en échec relancé',
  'job_failure.resolve': 'Envoi en échec marqué comme traité',
  'billing.change_pack': 'Pack changé',
  'billing.add_credits': 'Crédits ajoutés',
  'billing.sms_credits': 'Crédits SMS ajoutés ou retirés',
  'payments.record_transfer': 'Virement enregistré et facturé',
  'payments.confirm_transfer_order': 'Réception d’un virement confirmée (commande du client)',
  'payments.refund': 'Remboursement',
  'blog_post.create': 'Article créé',
  'blog_post.update': 'Article modifié',
  'blog_post.delete': 'Article supprimé',
  'blog_comment.approve': 'Commentaire approuvé',
  'blog_comment.reject': 'Commentaire refusé',
  'blog_comment.delete': 'Commentaire supprimé',
  'shop.order_status': 'Statut d’une commande changé',
  'shop.product_create': 'Produit créé',
  'shop.product_update': 'Produit modifié',
  'shop.product_archive': 'Produit archivé',
  'shop.product_photo_add': 'Photo de produit ajoutée',
  'shop.product_photo_delete': 'Photo de produit supprimée',
};

export const AUDIT_TARGET_LABELS: Record<string, string> = {
  user: 'Utilisateur',
  config: 'Configuration',
  chat: 'Discussion de support',
  global_notification: 'Annonce',
  job_failure: 'Envoi en échec',
  invoice: 'Facture',
  order: 'Commande',
  product: 'Produit',
  blog_post: 'Article',
  blog_comment: 'Commentaire',
};

/** The fields an entry's changes name, in French. */
const FIELD_LABELS: Record<string, string> = {
  status: 'Statut',
  suspendedAt: 'Suspendu le',
  emailVerifiedAt: 'E-mail vérifié le',
  title: 'Titre',
  message: 'Message',
  type: 'Type',
  priority: 'Priorité',
  expiresAt: 'Expire le',
  targetAll: 'Tous les utilisateurs',
  targetUserIds: 'Utilisateurs choisis',
  retriedJobId: 'Travail relancé',
  resolvedAt: 'Traité le',
  sessionId: 'Session',
  productId: 'Produit',
  invoice: 'Facture',
  reference: 'Référence du virement',
  amountCents: 'Montant (centimes)',
  packId: 'Pack',
  amount: 'Crédits',
  name: 'Nom',
  slug: 'Adresse',
  content: 'Contenu',
  tags: 'Étiquettes',
  publishAt: 'Publication le',
  priceCents: 'Prix (centimes)',
  stock: 'Stock',
  trackingNumber: 'Numéro de suivi',
  carrier: 'Transporteur',
  registrationOpen: 'Inscriptions ouvertes',
  registrationCountries: 'Pays d’inscription',
  supportEmail: 'Adresse du support',
  seller: 'Identité du vendeur',
  host: 'Hébergeur',
  subprocessors: 'Sous-traitants',
  testimonials: 'Témoignages',
  maintenanceMessage: 'Message de maintenance',
  providerDefaults: 'Réglages par défaut des professionnels',
  cause: 'Cause',
  request: 'Requête',
  params: 'Identifiants',
  fields: 'Champs envoyés',
};

/** Coded values an entry may hold, in French. */
const VALUE_LABELS: Record<string, string> = {
  admin_session_ended: 'Déconnexion de l’administrateur',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

export function auditTargetLabel(type: string): string {
  return AUDIT_TARGET_LABELS[type] ?? type;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status' && typeof value === 'string' && value in STATUS_LABELS) {
    return STATUS_LABELS[value as keyof typeof STATUS_LABELS];
  }
  if (typeof value === 'string') {
    if (value in VALUE_LABELS) return VALUE_LABELS[value] as string;
    return ISO_INSTANT.test(value) ? formatDateTime(value, DEFAULT_TIMEZONE, 'medium') : value;
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  return JSON.stringify(value);
}

/** « Statut : Actif → Suspendu », one line per changed field. */
export function describeChanges(changes: TAuditEntry['changes']): string[] {
  return Object.entries(changes).map(
    ([field, change]) =>
      `${FIELD_LABELS[field] ?? field} : ${formatValue(field, change.before)} → ${formatValue(field, change.after)}`,
  );
}
