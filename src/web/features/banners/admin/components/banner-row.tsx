import { DEFAULT_TIMEZONE, formatDateTime } from '../../../../../shared/french-format';
import type {
  TAdminGlobalNotification,
  TGlobalNotificationStatus,
} from '../../../../../shared/schemas/banners';
import { ActionButton } from '../../../../components/ui/action-button';
import { DangerButton } from '../../../../components/ui/danger-button';
import type { TBannerAction } from '../api/banner-action';
import { BANNER_STATUS_LABELS, BANNER_TYPE_LABELS } from '../utils/banner-form';

const TONES: Record<TGlobalNotificationStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800',
  inactive: 'bg-amber-50 text-amber-900',
  deleted: 'bg-slate-100 text-slate-700',
};

function audience(banner: TAdminGlobalNotification): string {
  if (banner.targetAll || banner.targetUsers.length === 0) return 'Tous les utilisateurs';
  const names = banner.targetUsers.map((u) => u.name);
  return names.length <= 3
    ? names.join(', ')
    : `${names.slice(0, 3).join(', ')} et ${names.length - 3} autre(s)`;
}

/** One banner of the admin list: what it says, to whom, until when, and what can be done with it. */
export function BannerRow({
  banner,
  onEdit,
  onAction,
}: {
  banner: TAdminGlobalNotification;
  onEdit: () => void;
  onAction: (action: TBannerAction) => void;
}) {
  const expired = banner.expiresAt !== null && Date.parse(banner.expiresAt) <= Date.now();
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900">{banner.title}</h3>
          <span
            className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${TONES[banner.status]}`}
          >
            {BANNER_STATUS_LABELS[banner.status]}
          </span>
          {expired && (
            <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              Expirée
            </span>
          )}
        </div>
        <p className="text-sm text-slate-700">
          {BANNER_TYPE_LABELS[banner.type]} · priorité {banner.priority} · {audience(banner)}
        </p>
        <p className="text-xs text-slate-600">
          Publiée le {formatDateTime(banner.createdAt, DEFAULT_TIMEZONE, 'medium')}
          {banner.expiresAt
            ? ` · expire le ${formatDateTime(banner.expiresAt, DEFAULT_TIMEZONE, 'medium')}`
            : ' · sans expiration'}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <ActionButton
          size="sm"
          variant="secondary"
          onClick={onEdit}
          aria-label={`Modifier « ${banner.title} »`}
        >
          Modifier
        </ActionButton>
        {banner.status === 'active' ? (
          <ActionButton size="sm" variant="secondary" onClick={() => onAction('deactivate')}>
            Désactiver
          </ActionButton>
        ) : (
          <ActionButton size="sm" variant="secondary" onClick={() => onAction('activate')}>
            Activer
          </ActionButton>
        )}
        {banner.status !== 'deleted' && (
          <ActionButton size="sm" variant="secondary" onClick={() => onAction('delete')}>
            Supprimer
          </ActionButton>
        )}
        <DangerButton onClick={() => onAction('purge')}>Supprimer définitivement</DangerButton>
      </div>
    </li>
  );
}
