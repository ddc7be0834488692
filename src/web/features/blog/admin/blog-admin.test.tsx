import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminBlogComment, TAdminBlogPost } from '../../../../shared/schemas/blog';
import { seriousViolations } from '../../../test/axe';
import { createUser, seedSession } from '../../../test/factories';
import { stubFetch, type THandler } from '../../../test/fetch-stub';
import { LOAD } from '../../../test/provider-fixtures';
import { renderApp } from '../../../test/render-app';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const POST_ID = '0b8f3c4e-2d1a-4c5b-9e7f-1a2b3c4d5e6f';

function postFixture(overrides: Partial<TAdminBlogPost> = {}): TAdminBlogPost {
  return {
    id: POST_ID,
    slug: 'bien-demarrer',
    title: 'Bien démarrer',
    excerpt: '',
    markdown: '',
    html: '',
    tags: [],
    status: 'draft',
    publishAt: null,
    publishedAt: null,
    coverImageId: null,
    coverImageUrl: null,
    readingMinutes: 1,
    authorName: 'Alice Admin',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    views: 12,
    pendingComments: 1,
    ...overrides,
  };
}

const postReply = (post: TAdminBlogPost) => ({ status: 201, body: { success: true, post } });

function openAdmin(path: string, handlers: Record<string, THandler> = {}) {
  seedSession(admin);
  const api = stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    'POST /api/admin/blog/preview': (call) => ({
      body: {
        success: true,
        html: `<p>${String((call.body as { markdown: string }).markdown).replace(/[<>]/g, '')}</p>`,
        readingMinutes: 1,
      },
    }),
    ...handlers,
  });
  renderApp(path);
  return { api, ui: userEvent.setup() };
}

describe('/blog/admin', () => {
  it('lists the articles with status and figures; deleting asks first', async () => {
    const { api, ui } = openAdmin('/blog/admin', {
      'GET /api/admin/blog/posts': {
        body: {
          success: true,
          posts: [postFixture({ status: 'published', publishedAt: '2026-11-20T09:00:00.000Z' })],
          total: 1,
          pageSize: 10,
        },
      },
      [`DELETE /api/admin/blog/posts/${POST_ID}`]: { body: { success: true } },
    });
    const link = await screen.findByRole('link', { name: 'Bien démarrer' }, LOAD);
    const row = link.closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Publié');
    expect(row).toHaveTextContent('12 lectures · 1 commentaire en attente');
    expect(within(row).getByRole('link', { name: 'Voir « Bien démarrer »' })).toHaveAttribute(
      'href',
      '/blog/bien-demarrer',
    );
    expect(await seriousViolations()).toEqual([]);

    await ui.click(within(row).getByRole('button', { name: 'Supprimer « Bien démarrer »' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer l’article ?' });
    expect(dialog).toHaveTextContent('avec ses commentaires et ses statistiques');
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await ui.click(within(dialog).getByRole('button', { name: 'Supprimer l’article' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('the editor fills the address from the title, previews through the server and saves a draft by itself', async () => {
    const { api, ui } = openAdmin('/blog/admin/new', {
      'POST /api/admin/blog/posts': (call) =>
        postReply(postFixture({ title: (call.body as { title: string }).title })),
      [`GET /api/admin/blog/posts/${POST_ID}`]: { body: { success: true, post: postFixture() } },
      [`PATCH /api/admin/blog/posts/${POST_ID}`]: (call) =>
        postReply(postFixture({ markdown: (call.body as { markdown: string }).markdown })),
    });
    await ui.type(await screen.findByLabelText('Titre', {}, LOAD), 'Bien démarrer');
    expect(screen.getByLabelText('Adresse')).toHaveValue('bien-demarrer');
    await ui.type(screen.getByLabelText('Contenu (Markdown)'), 'Bonjour');
    const preview = screen.getByRole('region', { name: 'Aperçu' });
    await waitFor(() => expect(preview).toHaveTextContent('Bonjour'), LOAD);
    expect(await seriousViolations()).toEqual([]);

    await waitFor(
      () =>
        expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/admin/blog/posts')).toBe(true),
      LOAD,
    );
    const created = api.calls.find((c) => c.method === 'POST' && c.path === '/api/admin/blog/posts');
    expect(created?.body).toMatchObject({
      title: 'Bien démarrer',
      slug: 'bien-demarrer',
      status: 'draft',
      markdown: 'Bonjour',
    });
    expect(await screen.findByText(/Brouillon enregistré à/, {}, LOAD)).toBeInTheDocument();

    await ui.type(screen.getByLabelText('Contenu (Markdown)'), ' !');
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true), LOAD);
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/blog/posts')).toHaveLength(
      1,
    );
  }, 20_000);

  it('scheduling needs a date: the server’s message shows under the field', async () => {
    const { ui } = openAdmin('/blog/admin/new', {
      'POST /api/admin/blog/posts': {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION',
          field: 'publishAt',
          message: 'La date de publication doit être dans le futur',
        },
      },
    });
    await ui.type(await screen.findByLabelText('Titre', {}, LOAD), 'Plus tard');
    await ui.click(screen.getByLabelText('Programmer'));
    await ui.click(screen.getByRole('button', { name: 'Programmer' }));
    expect(await screen.findByText('La date de publication doit être dans le futur')).toBeInTheDocument();
    expect(screen.getByLabelText('Date et heure de publication')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/blog/admin/comments and /blog/admin/stats', () => {
  const comment: TAdminBlogComment = {
    id: '9d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    name: 'Léa',
    email: 'lea@example.fr',
    content: '<b>Merci</b>\nà bientôt',
    createdAt: '2026-11-21T10:00:00.000Z',
    status: 'pending',
    moderatedAt: null,
    postId: POST_ID,
    postTitle: 'Bien démarrer',
    postSlug: 'bien-demarrer',
  };

  it('shows a pending comment as text and approves it', async () => {
    const { api, ui } = openAdmin('/blog/admin/comments', {
      'GET /api/admin/blog/comments': {
        body: {
          success: true,
          comments: [
            comment,
            {
              ...comment,
              id: '3c2b1a0f-9e8d-4c7b-8a69-5f4e3d2c1b0a',
              name: 'Paul',
              email: '',
              content: 'Refusé il y a longtemps',
              status: 'rejected',
              moderatedAt: '2026-10-01T10:00:00.000Z',
            },
          ],
          total: 2,
          pageSize: 20,
          counts: { pending: 1, approved: 0, rejected: 1 },
        },
      },
      [`PATCH /api/admin/blog/comments/${comment.id}`]: {
        body: { success: true, comment: { ...comment, status: 'approved' } },
      },
    });
    const text = await screen.findByText(/<b>Merci<\/b>/, {}, LOAD);
    expect(text.querySelector('b')).toBeNull();
    expect(screen.getByText(/lea@example\.fr/)).toBeInTheDocument();
    // An address the daily purge erased, 30 days after moderation, is said to be gone.
    expect(screen.getByText('Paul').closest('p')).toHaveTextContent('Paul · adresse effacée ·');
    expect(screen.getByRole('button', { name: 'En attente (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousViolations()).toEqual([]);
    await ui.click(screen.getByRole('button', { name: 'Approuver le commentaire de Léa' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'approved' }),
    );
  });

  it('draws the views as an accessible chart with its figures', async () => {
    openAdmin('/blog/admin/stats', {
      'GET /api/admin/blog/posts': {
        body: { success: true, posts: [postFixture()], total: 1, pageSize: 10 },
      },
      'GET /api/admin/blog/stats': {
        body: {
          success: true,
          from: '2026-11-20',
          to: '2026-11-21',
          days: [
            { day: '2026-11-20', views: 3 },
            { day: '2026-11-21', views: 0 },
          ],
          total: 3,
          top: [{ id: POST_ID, slug: 'bien-demarrer', title: 'Bien démarrer', views: 3 }],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: '3 lectures sur 30 jours' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^3 lectures du 20 nov/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Lectures par jour' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Bien démarrer' })).toHaveAttribute(
      'href',
      '/blog/bien-demarrer',
    );
    expect(await seriousViolations()).toEqual([]);
  });
});
