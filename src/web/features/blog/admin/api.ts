import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TAdminBlogPost,
  type TBlogCommentStatus,
  type TBlogPostInput,
  type TBlogPostStatus,
  ZAdminBlogCommentResponse,
  ZAdminBlogCommentsResponse,
  ZAdminBlogPostResponse,
  ZAdminBlogPostsResponse,
  ZBlogImageResponse,
  ZBlogPreviewResponse,
  ZBlogStatsResponse,
} from '../../../../shared/schemas/blog';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { toQueryString } from '../../../lib/query-string';

/** The blog administration's calls (issue 17, ADR 0042), under one cache key. */
export const ADMIN_BLOG_KEY = ['admin', 'blog'] as const;
const postPath = (id: string) => `/api/admin/blog/posts/${encodeURIComponent(id)}`;

export function useAdminPostsQuery(filter: { page: number; q?: string; status?: TBlogPostStatus }) {
  return useQuery({
    queryKey: [...ADMIN_BLOG_KEY, 'posts', filter],
    queryFn: async () =>
      parseResponse(
        ZAdminBlogPostsResponse,
        await apiRequest<unknown>(`/api/admin/blog/posts${toQueryString(filter)}`),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPostQuery(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_BLOG_KEY, 'post', id],
    enabled: id !== null,
    queryFn: async () =>
      parseResponse(ZAdminBlogPostResponse, await apiRequest<unknown>(postPath(id ?? ''))).post,
  });
}

/** POST (no id) or PATCH: the article as the server saved it. */
export function useSavePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      input,
    }: {
      id: string | null;
      input: TBlogPostInput;
    }): Promise<TAdminBlogPost> => {
      const body = id
        ? await apiRequest<unknown>(postPath(id), { method: 'PATCH', body: input })
        : await apiRequest<unknown>('/api/admin/blog/posts', { method: 'POST', body: input });
      return parseResponse(ZAdminBlogPostResponse, body).post;
    },
    onSuccess: (post) => {
      queryClient.setQueryData([...ADMIN_BLOG_KEY, 'post', post.id], post);
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_BLOG_KEY, 'posts'] });
    },
  });
}

export function useDeletePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(postPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEY }),
  });
}

/** The server renders the preview through the readers' sanitiser. */
export function usePreviewQuery(markdown: string) {
  return useQuery({
    queryKey: [...ADMIN_BLOG_KEY, 'preview', markdown],
    queryFn: async () =>
      parseResponse(
        ZBlogPreviewResponse,
        await apiRequest<unknown>('/api/admin/blog/preview', { method: 'POST', body: { markdown } }),
      ),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/admin/blog/uploads with the image itself as the body. */
export function useUploadImageMutation() {
  return useMutation({
    mutationFn: async (file: File) =>
      parseResponse(
        ZBlogImageResponse,
        await apiRequest<unknown>('/api/admin/blog/uploads', { method: 'POST', file, timeoutMs: 60_000 }),
      ).image,
  });
}

export function useAdminCommentsQuery(filter: { page: number; status: TBlogCommentStatus; postId?: string }) {
  return useQuery({
    queryKey: [...ADMIN_BLOG_KEY, 'comments', filter],
    queryFn: async () =>
      parseResponse(
        ZAdminBlogCommentsResponse,
        await apiRequest<unknown>(`/api/admin/blog/comments${toQueryString(filter)}`),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Approve, reject (PATCH) or delete (status null) a comment. */
export function useModerateCommentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: 'approved' | 'rejected' | null }) => {
      const path = `/api/admin/blog/comments/${encodeURIComponent(id)}`;
      if (status === null) return apiRequest<unknown>(path, { method: 'DELETE' });
      return parseResponse(
        ZAdminBlogCommentResponse,
        await apiRequest<unknown>(path, { method: 'PATCH', body: { status } }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEY }),
  });
}

export function useBlogStatsQuery(postId: string | undefined) {
  return useQuery({
    queryKey: [...ADMIN_BLOG_KEY, 'stats', postId ?? null],
    queryFn: async () =>
      parseResponse(
        ZBlogStatsResponse,
        await apiRequest<unknown>(`/api/admin/blog/stats${toQueryString({ postId })}`),
      ),
    placeholderData: keepPreviousData,
  });
}
