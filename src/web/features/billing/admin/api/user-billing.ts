import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TAdminBillingResponse,
  type TAdminCredits,
  type TAdminPackChange,
  type TAdminSmsCredits,
  type TBalance,
  ZAdminBillingResponse,
  ZBalanceResponse,
} from '../../../../../shared/schemas/billing';
import { type TAdminTransfer, ZAdminTransferResponse } from '../../../../../shared/schemas/payments';
import { ADMIN_QUERY_KEYS } from '../../../../lib/admin/query-keys';
import { apiRequest } from '../../../../lib/api-client';
import { parseResponse } from '../../../../lib/parse-response';

const billingKey = (userId: string) => [...ADMIN_QUERY_KEYS.users, userId, 'billing'] as const;
const path = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

/** GET /api/admin/users/{id}/billing: the provider's plan, balance and latest movements. */
export function useUserBillingQuery(userId: string) {
  return useQuery({
    queryKey: billingKey(userId),
    queryFn: async (): Promise<TAdminBillingResponse> =>
      parseResponse(ZAdminBillingResponse, await apiRequest<unknown>(`${path(userId)}/billing`)),
  });
}

export type TBillingAction =
  | { kind: 'pack'; body: TAdminPackChange }
  | { kind: 'credits'; body: TAdminCredits }
  | { kind: 'sms-credits'; body: TAdminSmsCredits }
  | { kind: 'payments'; body: TAdminTransfer };

/** What an action left: the new balance, and the invoice a recorded transfer issued. */
export type TBillingActionResult = { balance: TBalance; invoiceNumber: string | null };

/** POST …/pack, …/credits, …/sms-credits or …/payments (audited); the card and the account's journal are read again. */
export function useBillingActionMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: TBillingAction): Promise<TBillingActionResult> => {
      const body = await apiRequest<unknown>(`${path(userId)}/${action.kind}`, {
        method: 'POST',
        body: action.body,
      });
      if (action.kind !== 'payments')
        return { balance: parseResponse(ZBalanceResponse, body).balance, invoiceNumber: null };
      const done = parseResponse(ZAdminTransferResponse, body);
      return { balance: done.balance, invoiceNumber: done.invoice.number };
    },
    onSuccess: () => {
      // The billing card sits under the account's key: the account and its journal are read again with it.
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_KEYS.users, userId] });
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.audit });
    },
  });
}
