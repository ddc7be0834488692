import { describe, expect, it } from 'vitest';
import { cancellationDeadline, clientChangeRefusal } from './client-change-rules';

const start = new Date('2030-03-12T09:00:00Z');
const base = {
  action: 'cancel' as const,
  status: 'confirmed' as const,
  start,
  noticeHours: 24,
  providerPhone: '',
};

describe('client change rules', () => {
  it('puts the deadline the notice before the start', () => {
    expect(cancellationDeadline(start, 24).toISOString()).toBe('2030-03-11T09:00:00.000Z');
    expect(cancellationDeadline(start, 0)).toEqual(start);
  });

  it('lets the client act until the deadline, not at it', () => {
    expect(clientChangeRefusal({ ...base, now: new Date('2030-03-11T08:59:59Z') })).toBeNull();
    const refusal = clientChangeRefusal({ ...base, now: new Date('2030-03-11T09:00:00Z') });
    expect(refusal?.status).toBe(409);
    expect(refusal?.code).toBe('CANCELLATION_NOTICE');
    expect(refusal?.message).toBe(
      'Ce rendez-vous ne peut plus être annulé en ligne moins de 24 h avant son début. Contactez directement votre professionnel.',
    );
  });

  it('names the real notice and the provider’s phone, and the action', () => {
    const refusal = clientChangeRefusal({
      ...base,
      action: 'reschedule',
      noticeHours: 48,
      providerPhone: '06 12 34 56 78',
      now: new Date('2030-03-11T09:00:00Z'),
    });
    expect(refusal?.message).toBe(
      'Ce rendez-vous ne peut plus être déplacé en ligne moins de 48 h avant son début. Contactez directement votre professionnel au 06 12 34 56 78.',
    );
  });

  it('refuses a cancelled, finished or past booking', () => {
    const now = new Date('2030-03-01T00:00:00Z');
    expect(clientChangeRefusal({ ...base, status: 'cancelled', now })?.message).toBe(
      'Ce rendez-vous est déjà annulé.',
    );
    expect(clientChangeRefusal({ ...base, status: 'cancelled', now })?.code).toBe('ALREADY_CANCELLED');
    expect(clientChangeRefusal({ ...base, status: 'completed', now })?.code).toBe('BOOKING_PAST');
    expect(
      clientChangeRefusal({ ...base, noticeHours: 0, now: new Date('2030-03-12T09:00:00Z') })?.code,
    ).toBe('BOOKING_PAST');
  });
});
