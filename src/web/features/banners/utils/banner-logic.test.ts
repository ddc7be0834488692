import { beforeEach, describe, expect, it } from 'vitest';
import { DISMISSED_BANNERS, type TGlobalNotification } from '../../../../shared/schemas/banners';
import { addBanner, applyUpdate, isShown, nextExpiry, sortBanners } from './banner-list';
import { readDismissed, rememberDismissed } from './dismissed-store';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-01T08:00:00Z');

function banner(overrides: Partial<TGlobalNotification> = {}): TGlobalNotification {
  return {
    _id: 'b1',
    title: 'Annonce',
    message: '<p>Texte</p>',
    type: 'info',
    createdAt: '2026-06-01T07:00:00.000Z',
    expiresAt: null,
    status: 'active',
    priority: 0,
    targetAll: true,
    targetUserIds: [],
    ...overrides,
  };
}

describe('banner list rules (SPEC §4 §5)', () => {
  it('sorts by priority, then newest', () => {
    const list = sortBanners([
      banner({ _id: 'old', createdAt: '2026-05-01T00:00:00Z' }),
      banner({ _id: 'new', createdAt: '2026-05-02T00:00:00Z' }),
      banner({ _id: 'urgent', priority: 5, createdAt: '2026-01-01T00:00:00Z' }),
    ]);
    expect(list.map((b) => b._id)).toEqual(['urgent', 'new', 'old']);
  });

  it('shows only active, unexpired, undismissed banners that target the user', () => {
    const none = new Set<string>();
    expect(isShown(banner(), 'u1', none, NOW)).toBe(true);
    expect(isShown(banner({ targetAll: false, targetUserIds: [] }), 'u1', none, NOW)).toBe(true);
    expect(isShown(banner({ targetAll: false, targetUserIds: ['u1'] }), 'u1', none, NOW)).toBe(true);
    expect(isShown(banner({ targetAll: false, targetUserIds: ['u2'] }), 'u1', none, NOW)).toBe(false);
    expect(isShown(banner({ status: 'inactive' }), 'u1', none, NOW)).toBe(false);
    expect(isShown(banner({ expiresAt: '2026-06-01T08:00:00Z' }), 'u1', none, NOW)).toBe(false);
    expect(isShown(banner(), 'u1', new Set(['b1']), NOW)).toBe(false);
  });

  it('adds or replaces on a new event; merges an update; removes on deleted, inactive or permanentlyDeleted', () => {
    let list = addBanner([], banner());
    list = addBanner(list, banner({ title: 'Remplacée' }));
    expect(list).toEqual([banner({ title: 'Remplacée' })]);
    list = addBanner(list, banner({ _id: 'b2', priority: 3 }));
    expect(list.map((b) => b._id)).toEqual(['b2', 'b1']);
    list = applyUpdate(list, { _id: 'b1', priority: 9, title: 'Modifiée' });
    expect(list.map((b) => [b._id, b.title])).toEqual([
      ['b1', 'Modifiée'],
      ['b2', 'Annonce'],
    ]);
    expect(applyUpdate(list, { _id: 'b1', status: 'inactive' }).map((b) => b._id)).toEqual(['b2']);
    expect(applyUpdate(list, { _id: 'b1', status: 'deleted' }).map((b) => b._id)).toEqual(['b2']);
    expect(applyUpdate(list, { _id: 'b2', permanentlyDeleted: true }).map((b) => b._id)).toEqual(['b1']);
    expect(applyUpdate(list, { _id: 'inconnue', title: 'x' })).toEqual(list);
  });

  it('finds the next expiry to look again', () => {
    expect(nextExpiry([banner(), banner({ expiresAt: '2026-06-02T00:00:00Z' })], NOW)).toBe(
      Date.parse('2026-06-02T00:00:00Z'),
    );
    expect(nextExpiry([banner()], NOW)).toBeNull();
  });
});

describe('locally dismissed banners (SPEC §9)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps {id, timestamp, expires} for 30 days under the SPEC key', () => {
    rememberDismissed('b1', NOW);
    const stored = JSON.parse(localStorage.getItem(DISMISSED_BANNERS.storageKey) ?? '[]');
    expect(stored).toEqual([{ id: 'b1', timestamp: NOW, expires: NOW + 30 * DAY }]);
    expect(readDismissed(NOW + 30 * DAY - 1).map((r) => r.id)).toEqual(['b1']);
    expect(readDismissed(NOW + 30 * DAY)).toEqual([]);
  });

  it('purges expired records on write and keeps at most 50, dropping the oldest', () => {
    rememberDismissed('vieux', NOW - 31 * DAY);
    for (let i = 0; i < 55; i += 1) rememberDismissed(`b${i}`, NOW + i);
    const ids = readDismissed(NOW + 100).map((r) => r.id);
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe('b5');
    expect(ids).not.toContain('vieux');
    expect(JSON.parse(localStorage.getItem(DISMISSED_BANNERS.storageKey) ?? '[]')).toHaveLength(50);
  });

  it('survives a corrupted entry', () => {
    localStorage.setItem(DISMISSED_BANNERS.storageKey, '{pas du json');
    expect(readDismissed(NOW)).toEqual([]);
    localStorage.setItem(DISMISSED_BANNERS.storageKey, JSON.stringify([{ id: 3 }, 'x']));
    expect(readDismissed(NOW)).toEqual([]);
  });
});
