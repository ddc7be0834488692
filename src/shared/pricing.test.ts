import { describe, expect, it } from 'vitest';
import { CARRY_OVER_RATE, FREE_TIER, PACKS } from './pricing';

describe('packs', () => {
  it('caps the carry-over of every metered monthly pack at 30 % of its quota', () => {
    const metered = PACKS.filter((p) => p.id !== 'illimite' && p.id !== 'evenement-7j');
    expect(metered).toHaveLength(4);
    for (const pack of metered) {
      expect(pack.maxCarryOver).toBe(Math.round((pack.appointmentsPerMonth ?? 0) * CARRY_OVER_RATE));
    }
  });

  it('keeps the SPEC prices, quotas and the free tier', () => {
    expect(PACKS.map((p) => [p.name, p.priceCents, p.appointmentsPerMonth])).toEqual([
      ['Indépendant', 699, 50],
      ['Pro', 1499, 200],
      ['Expert', 2999, 500],
      ['Max', 4999, 1000],
      ['Illimité', 8999, null],
      ['Événement 7j', 1499, 224],
    ]);
    expect(FREE_TIER.appointmentsPerMonth).toBe(20);
  });
});
