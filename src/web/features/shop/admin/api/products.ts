import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TProductInput,
  type TShopProduct,
  ZProductResponse,
  ZProductsResponse,
} from '../../../../../shared/schemas/shop';
import { apiRequest } from '../../../../lib/api-client';
import { parseResponse } from '../../../../lib/parse-response';

export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;
const productPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;

/** GET /api/admin/products: the whole catalogue, archived products included. */
export function useAdminProductsQuery() {
  return useQuery({
    queryKey: ADMIN_PRODUCTS_KEY,
    queryFn: async (): Promise<TShopProduct[]> =>
      parseResponse(ZProductsResponse, await apiRequest<unknown>('/api/admin/products')).products,
  });
}

/** The catalogue's cache takes the product the server answered with. */
function useProductMutation<TVars>(send: (vars: TVars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: TVars) => parseResponse(ZProductResponse, await send(vars)).product,
    onSuccess: (product) => {
      queryClient.setQueryData<TShopProduct[]>(ADMIN_PRODUCTS_KEY, (list) => {
        if (!list) return list;
        const known = list.some((p) => p.id === product.id);
        return known ? list.map((p) => (p.id === product.id ? product : p)) : [product, ...list];
      });
      void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY });
    },
  });
}

/** POST /api/admin/products (no id) or PATCH /api/admin/products/{id}. */
export function useSaveProductMutation() {
  return useProductMutation(({ id, input }: { id: string | null; input: TProductInput }) =>
    id
      ? apiRequest<unknown>(productPath(id), { method: 'PATCH', body: input })
      : apiRequest<unknown>('/api/admin/products', { method: 'POST', body: input }),
  );
}

/** DELETE /api/admin/products/{id}: archived, never sold again, kept for the orders naming it. */
export function useArchiveProductMutation() {
  return useProductMutation((id: string) => apiRequest<unknown>(productPath(id), { method: 'DELETE' }));
}

/** POST /api/admin/products/{id}/photos with the image itself as the body. */
export function useAddPhotoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) =>
      apiRequest<unknown>(`${productPath(id)}/photos`, { method: 'POST', file, timeoutMs: 60_000 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}

/** DELETE /api/admin/products/{id}/photos/{photoId}. */
export function useRemovePhotoMutation() {
  return useProductMutation(({ id, photoId }: { id: string; photoId: string }) =>
    apiRequest<unknown>(`${productPath(id)}/photos/${encodeURIComponent(photoId)}`, { method: 'DELETE' }),
  );
}
