import { AppError } from '../../http/app-error';

export const BOOKING_MESSAGES = {
  slotTaken: "Ce créneau vient d'être réservé par quelqu'un d'autre. Choisissez un autre horaire.",
  seatAlreadyTaken: 'Vous avez déjà une place pour cette séance.',
  notFound: 'Rendez-vous introuvable',
  serviceNotFound: 'Prestation introuvable',
  idempotencyReused: 'Cette clé d’idempotence a déjà servi pour une autre demande.',
  idempotencyKeyInUse:
    'Cette demande a déjà été envoyée depuis un autre navigateur : sa réponse n’est pas renvoyée ici. Si c’est vous qui venez de réserver, votre confirmation est dans votre boîte e-mail.',
  idempotencyKeyTooLong: 'La clé d’idempotence ne doit pas dépasser 200 caractères.',
  providerOnly: 'Accès refusé',
  alreadyCancelled: 'Ce rendez-vous est déjà annulé.',
  cannotReactivate: 'Un rendez-vous annulé ne peut pas être rétabli : créez-en un nouveau.',
  cancelledNotMovable: 'Un rendez-vous annulé ne peut pas être déplacé.',
  notStartedYet:
    'Ce rendez-vous n’a pas encore commencé : il ne peut être marqué effectué ou absent qu’à partir de son heure de début.',
  bookingNotOpen: 'La réservation en ligne n’est pas ouverte pour ce professionnel pour le moment.',
  dpaRequired:
    'Signez d’abord votre accord de traitement des données (DPA) : sans lui, Créneau ne peut pas enregistrer les rendez-vous de vos clients.',
} as const;

export function slotTakenError(): AppError {
  return new AppError('CONFLICT', BOOKING_MESSAGES.slotTaken);
}

/** 409: one client (e-mail) takes one seat of a group session (issue 32). */
export function seatAlreadyTakenError(): AppError {
  return new AppError('CONFLICT', BOOKING_MESSAGES.seatAlreadyTaken, { field: 'client.email' });
}

/** Same answer whether the booking does not exist or is not the caller's: existence is never revealed. */
export function bookingNotFound(): AppError {
  return new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
}

export function serviceNotFound(): AppError {
  return new AppError('NOT_FOUND', BOOKING_MESSAGES.serviceNotFound, { field: 'serviceId' });
}

/**
 * 409: the key is bound to the caller who sent it first (ADR 0022); anyone else gets this, never
 * the stored answer and the client's links in it.
 */
export function idempotencyKeyInUse(): AppError {
  return new AppError('IDEMPOTENCY_KEY_IN_USE', BOOKING_MESSAGES.idempotencyKeyInUse);
}

/**
 * 403: the provider has no signed DPA, so no client's personal data may be collected for them
 * (ADR 0021). The client reads that booking is not open yet; the provider, what to do about it.
 */
export function bookingNotOpen(audience: 'client' | 'provider'): AppError {
  const message = audience === 'client' ? BOOKING_MESSAGES.bookingNotOpen : BOOKING_MESSAGES.dpaRequired;
  return new AppError('BOOKING_NOT_OPEN', message);
}

/** 422: the same Idempotency-Key was sent with another body (a client bug, not a conflict). */
export function idempotencyKeyReused(): AppError {
  return new AppError('IDEMPOTENCY_KEY_REUSED', BOOKING_MESSAGES.idempotencyReused);
}
