import type { z } from 'zod';
import type { TService, ZServicePatch } from '../../../shared/schemas/provider-setup';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { TJobs } from '../../jobs/start-jobs';
import { queueWaitlistOffer } from '../waitlist/api';
import { assertPaymentRule, samePayment } from './payment-rule';
import {
  archiveService,
  deleteService,
  getService,
  type TServiceFields,
  type TStoredService,
  updateService,
} from './queries';

export const SERVICE_NOT_FOUND = 'Prestation introuvable';

/** Another provider's service answers exactly like a missing one: its existence stays private. */
function notFound(): AppError {
  return new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
}

/** The public shape: archivedAt stays on the server. */
export function toServiceDto({ archivedAt: _archived, ...service }: TStoredService): TService {
  return service;
}

/**
 * Whether a change gives the service's clients more room: offered again, more places a session,
 * or a shorter appointment or buffer, so that starts refused before may fit now.
 */
function freesTime(before: TStoredService, after: TStoredService): boolean {
  return (
    (after.active && !before.active) ||
    after.capacity > before.capacity ||
    after.durationMinutes < before.durationMinutes ||
    after.bufferBeforeMinutes < before.bufferBeforeMinutes ||
    after.bufferAfterMinutes < before.bufferAfterMinutes
  );
}

export async function patchService(
  db: Db,
  jobs: TJobs,
  providerId: string,
  serviceId: string,
  patch: z.output<typeof ZServicePatch>,
  now: Date,
): Promise<TService> {
  const fields: Partial<TServiceFields> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) Object.assign(fields, { [key]: value });
  }
  return db.transaction(async (tx) => {
    const before = await getService(tx, providerId, serviceId);
    if (!before || before.archivedAt) throw notFound();
    const payment = fields.payment ?? before.payment;
    await assertPaymentRule(
      tx,
      providerId,
      { payment, priceCents: fields.priceCents ?? before.priceCents },
      {
        payment: !samePayment(payment, before.payment),
        price: fields.priceCents !== undefined && fields.priceCents !== before.priceCents,
      },
    );
    const updated = await updateService(tx, providerId, serviceId, fields, now);
    if (!updated) throw notFound();
    // The waitlist's clients of this service may find a slot anywhere now (ADR 0060).
    if (freesTime(before, updated)) await queueWaitlistOffer(tx, jobs, providerId, null);
    return toServiceDto(updated);
  });
}

/**
 * Deletes a service, or archives it when bookings reference it (their history needs its name and
 * duration): archived, it is inactive and hidden from every list.
 */
export async function removeService(db: Db, providerId: string, serviceId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const service = await getService(tx, providerId, serviceId);
    if (!service || service.archivedAt) throw notFound();
    try {
      // A savepoint: if a booking arrived meanwhile, the foreign key refuses and we archive instead.
      await tx.transaction((inner) => deleteService(inner, serviceId));
    } catch (err) {
      if (!isReferencedError(err)) throw err;
      await archiveService(tx, serviceId, now);
    }
  });
}

/** 23001 restrict_violation (bookings.service_id is ON DELETE RESTRICT), 23503 for NO ACTION. */
function isReferencedError(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  const code = e.cause?.code ?? e.code;
  return code === '23001' || code === '23503';
}
