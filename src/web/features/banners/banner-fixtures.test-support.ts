import type { TGlobalNotification } from '../../../shared/schemas/banners';

/** An active banner for everyone, titled « Annonce {id} » unless the test says otherwise. */
export function makeBanner(id: string, extra: Partial<TGlobalNotification> = {}): TGlobalNotification {
  return {
    _id: id,
    title: `Annonce ${id}`,
    message: '<p>Texte</p>',
    type: 'info',
    createdAt: '2026-06-01T07:00:00.000Z',
    expiresAt: null,
    status: 'active',
    priority: 0,
    targetAll: true,
    targetUserIds: [],
    ...extra,
  };
}
