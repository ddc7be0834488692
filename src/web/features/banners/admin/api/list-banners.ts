import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TAdminBannerList, ZAdminBannerListResponse } from '../../../../../shared/schemas/banners';
import { apiRequest } from '../../../../lib/api-client';
import { parseResponse } from '../../../../lib/parse-response';

export const BANNERS_KEY = ['admin', 'banners'] as const;
export const BANNERS_PAGE_SIZE = 10;

/** GET /api/admin/notifications?limit&page: newest first, every status but the permanently deleted. */
export async function listBanners(page: number, signal?: AbortSignal): Promise<TAdminBannerList> {
  const body = await apiRequest<unknown>(`/api/admin/notifications?limit=${BANNERS_PAGE_SIZE}&page=${page}`, {
    signal,
  });
  return parseResponse(ZAdminBannerListResponse, body);
}

export function useBannersQuery(page: number) {
  return useQuery({
    queryKey: [...BANNERS_KEY, page],
    queryFn: ({ signal }) => listBanners(page, signal),
    placeholderData: keepPreviousData,
  });
}
