import type { TAccountStatus } from '../../../../shared/schemas/admin-users';
import { STATUS_LABELS } from '../../../components/admin/account-labels';

const TONES: Record<TAccountStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800',
  suspended: 'bg-red-50 text-red-800',
  deleted: 'bg-slate-100 text-slate-700',
};

/** « Actif », « Suspendu », « Supprimé »: the word carries the meaning, the colour only helps. */
export function StatusBadge({ status }: { status: TAccountStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${TONES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
