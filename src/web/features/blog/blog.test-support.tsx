import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TBlogCommentPublic, TBlogPostPublic, TBlogPostSummary } from '../../../shared/schemas/blog';
import { stubFetch, type THandler } from '../../test/fetch-stub';
import { BlogArticlePage } from './blog-article-page';
import { BlogPage } from './blog-list-page';

export function summary(n: number, changes: Partial<TBlogPostSummary> = {}): TBlogPostSummary {
  return {
    id: `post-${n}`,
    slug: `article-${n}`,
    title: `Article numéro ${n}`,
    excerpt: `Le résumé de l’article ${n}.`,
    tags: ['agenda'],
    coverImageUrl: `/uploads/blog/cover-${n}.webp`,
    readingMinutes: 4,
    publishedAt: '2026-11-12T09:00:00.000Z',
    authorName: 'Équipe Créneau',
    ...changes,
  };
}

export function postsBody(
  posts: TBlogPostSummary[],
  { total = posts.length, tags = ['agenda', 'facturation'] }: { total?: number; tags?: string[] } = {},
): { body: unknown } {
  return { body: { success: true, posts, total, pageSize: 10, tags } };
}

export function article(changes: Partial<TBlogPostPublic> = {}): TBlogPostPublic {
  return {
    ...summary(1, {
      slug: 'bien-demarrer',
      title: 'Bien démarrer avec Créneau',
      tags: ['agenda', 'conseils'],
    }),
    html: '<h2>Premier pas</h2><p>Ouvrez votre <strong>agenda</strong> et réglez vos horaires.</p>',
    previous: { slug: 'article-precedent', title: 'Le précédent' },
    next: { slug: 'article-suivant', title: 'Le suivant' },
    ...changes,
  };
}

export function comment(n: number, changes: Partial<TBlogCommentPublic> = {}): TBlogCommentPublic {
  return {
    id: `comment-${n}`,
    name: `Lecteur ${n}`,
    content: `Merci pour l’article ${n}.`,
    createdAt: '2026-11-13T10:00:00.000Z',
    ...changes,
  };
}

/** The blog's two pages (and /privacy) in memory, with the API stubbed by `handlers`. */
export function renderBlog(path: string, handlers: Record<string, THandler>) {
  const api = stubFetch(handlers);
  const router = createMemoryRouter(
    [
      { path: '/blog', element: <BlogPage /> },
      { path: '/blog/:slug', element: <BlogArticlePage /> },
      { path: '/privacy', element: <p>Politique de confidentialité</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { api, router, location, ui: userEvent.setup() };
}
