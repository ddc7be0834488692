import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type TBlogCommentPublic,
  type TBlogPostPublic,
  type TBlogPostsResponse,
  type ZBlogCommentInput,
  ZBlogCommentReceived,
  ZBlogCommentsResponse,
  ZBlogPostResponse,
  ZBlogPostsResponse,
} from '../../../../shared/schemas/blog';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** Pages of /blog: `[...BLOG_POSTS_QUERY_KEY, page, tag]`. */
export const BLOG_POSTS_QUERY_KEY = ['blog', 'posts'] as const;
/** One article: `[...BLOG_POST_QUERY_KEY, slug]` (the slug of the address asked for). */
export const BLOG_POST_QUERY_KEY = ['blog', 'post'] as const;
/** An article's approved comments: `[...BLOG_COMMENTS_QUERY_KEY, slug]`. */
export const BLOG_COMMENTS_QUERY_KEY = ['blog', 'comments'] as const;

/** Articles change a few times a week: a page seen a minute ago is shown again without asking. */
const BLOG_STALE_MS = 60_000;

const postPath = (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}`;

/** GET /api/blog/posts?page&tag: the published articles, newest first, and every tag for the filter. */
export function useBlogPostsQuery(page: number, tag: string | null) {
  return useQuery({
    queryKey: [...BLOG_POSTS_QUERY_KEY, page, tag],
    queryFn: async (): Promise<TBlogPostsResponse> => {
      const params = new URLSearchParams({ page: String(page) });
      if (tag) params.set('tag', tag);
      return parseResponse(ZBlogPostsResponse, await apiRequest<unknown>(`/api/blog/posts?${params}`));
    },
    // The current page stays on screen (marked busy) while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: BLOG_STALE_MS,
  });
}

/** GET /api/blog/posts/{slug}: the article, even under one of its former addresses. */
export function useBlogPostQuery(slug: string) {
  return useQuery({
    queryKey: [...BLOG_POST_QUERY_KEY, slug],
    queryFn: async (): Promise<TBlogPostPublic> =>
      parseResponse(ZBlogPostResponse, await apiRequest<unknown>(postPath(slug))).post,
    staleTime: BLOG_STALE_MS,
  });
}

/** GET /api/blog/posts/{slug}/comments: the approved comments, oldest first as the server sends them. */
export function useBlogCommentsQuery(slug: string) {
  return useQuery({
    queryKey: [...BLOG_COMMENTS_QUERY_KEY, slug],
    queryFn: async (): Promise<TBlogCommentPublic[]> =>
      parseResponse(ZBlogCommentsResponse, await apiRequest<unknown>(`${postPath(slug)}/comments`)).comments,
  });
}

export type TBlogCommentOutput = z.output<typeof ZBlogCommentInput>;

/** POST /api/blog/posts/{slug}/comments → 201 and the server's thank-you (held for moderation). */
export function usePostCommentMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (comment: TBlogCommentOutput) =>
      parseResponse(
        ZBlogCommentReceived,
        await apiRequest<unknown>(`${postPath(slug)}/comments`, { method: 'POST', body: comment }),
      ),
    // Nothing new is shown before moderation, but an approval may have happened meanwhile.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...BLOG_COMMENTS_QUERY_KEY, slug] }),
  });
}
