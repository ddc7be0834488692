import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminReason, TAdminUserUpdate } from '../../../../shared/schemas/admin-users';
import { ZMessageResponse } from '../../../../shared/schemas/common';
import { ADMIN_QUERY_KEYS } from '../../../lib/admin/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** One administrator's action on an account; each answers a French sentence for the toast. */
export type TUserAction =
  | { kind: 'update'; userId: string; body: TAdminUserUpdate }
  | { kind: 'password-reset'; userId: string; body: TAdminReason }
  | { kind: 'delete'; userId: string; body: TAdminReason };

function requestOf(action: TUserAction) {
  const path = `/api/admin/users/${encodeURIComponent(action.userId)}`;
  if (action.kind === 'update') return { path, method: 'PATCH' as const };
  if (action.kind === 'password-reset') return { path: `${path}/password-reset`, method: 'POST' as const };
  return { path, method: 'DELETE' as const };
}

/** PATCH /api/admin/users/{id}, POST …/password-reset or DELETE …: the server's message. */
export async function runUserAction(action: TUserAction): Promise<string> {
  const { path, method } = requestOf(action);
  const body = await apiRequest<unknown>(path, { method, body: action.body });
  return parseResponse(ZMessageResponse, body).message;
}

export function useUserActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runUserAction,
    // The account, the list and the audit log all changed.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.users });
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.audit });
    },
  });
}
