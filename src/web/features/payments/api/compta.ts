import { useQuery } from '@tanstack/react-query';
import {
  type TComptaResponse,
  type TInvoicesResponse,
  ZComptaResponse,
  ZInvoicesResponse,
} from '../../../../shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { toQueryString } from '../../../lib/query-string';

/** GET /api/admin/compta: revenue by month and product, subscriptions and MRR. */
export function useComptaQuery(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['admin', 'compta', range],
    queryFn: async (): Promise<TComptaResponse> =>
      parseResponse(ZComptaResponse, await apiRequest<unknown>(`/api/admin/compta${toQueryString(range)}`)),
  });
}

/** GET /api/admin/invoices: invoices and credit notes of the range, filtered. */
export function useAdminInvoicesQuery(filters: {
  from: string;
  to: string;
  kind: string;
  status: string;
  page: number;
}) {
  return useQuery({
    queryKey: ['admin', 'invoices', filters],
    queryFn: async (): Promise<TInvoicesResponse> =>
      parseResponse(
        ZInvoicesResponse,
        await apiRequest<unknown>(`/api/admin/invoices${toQueryString(filters)}`),
      ),
  });
}
