import type { TAccountStatus } from '../../../shared/schemas/admin-users';
import type { TRole } from '../../../shared/schemas/auth';

export const ROLE_LABELS: Record<TRole, string> = { admin: 'Administrateur', client: 'Professionnel' };

export const STATUS_LABELS: Record<TAccountStatus, string> = {
  active: 'Actif',
  suspended: 'Suspendu',
  deleted: 'Supprimé',
};
