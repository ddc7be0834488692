import type { TBookingStatus } from '../../../shared/schemas/booking';
import { AppError } from '../../http/app-error';
import { contactProviderAdvice as contactAdvice } from '../../mail/templates/online-changes';
import { BOOKING_MESSAGES } from './booking-errors';

export type TClientAction = 'cancel' | 'reschedule';

/** The last moment a client may still cancel or move their appointment online. */
export function cancellationDeadline(start: Date, noticeHours: number): Date {
  return new Date(start.getTime() - noticeHours * 3_600_000);
}

/**
 * Why a client may not cancel or reschedule this booking by its link now, or null when they may.
 * The provider is never bound by these rules (phone calls, no-shows…).
 */
export function clientChangeRefusal(input: {
  action: TClientAction;
  status: TBookingStatus;
  start: Date;
  now: Date;
  noticeHours: number;
  providerPhone: string;
}): AppError | null {
  const verb = input.action === 'cancel' ? 'annulé' : 'déplacé';
  if (input.status === 'cancelled') {
    return new AppError('ALREADY_CANCELLED', BOOKING_MESSAGES.alreadyCancelled);
  }
  if (input.status !== 'confirmed' || input.now.getTime() >= input.start.getTime()) {
    return new AppError(
      'BOOKING_PAST',
      `Ce rendez-vous est passé : il ne peut plus être ${verb} en ligne. ${contactAdvice(input.providerPhone)}`,
    );
  }
  if (input.now.getTime() >= cancellationDeadline(input.start, input.noticeHours).getTime()) {
    return new AppError(
      'CANCELLATION_NOTICE',
      `Ce rendez-vous ne peut plus être ${verb} en ligne moins de ${input.noticeHours} h avant son début. ${contactAdvice(input.providerPhone)}`,
    );
  }
  return null;
}
