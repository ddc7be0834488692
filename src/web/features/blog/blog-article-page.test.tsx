import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../test/axe';
import { article, comment, renderBlog } from './blog.test-support';

const POST = 'GET /api/blog/posts/bien-demarrer';
const COMMENTS = 'GET /api/blog/posts/bien-demarrer/comments';

describe('BlogArticlePage (/blog/:slug)', () => {
  it('shows the article: title, author, date, reading time, tags, cover, body and neighbours', async () => {
    renderBlog('/blog/bien-demarrer', {
      [POST]: { body: { success: true, post: article() } },
      [COMMENTS]: { body: { success: true, comments: [] } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bien démarrer avec Créneau' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Bien démarrer avec Créneau — Blog — Créneau');
    expect(screen.getByText('Par Équipe Créneau')).toBeInTheDocument();
    expect(screen.getByText('12 novembre 2026')).toBeInTheDocument();
    expect(screen.getByText('4 min de lecture')).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Étiquettes de l’article' });
    expect(within(tags).getByRole('link', { name: 'conseils' })).toHaveAttribute(
      'href',
      '/blog?tag=conseils',
    );
    expect(screen.getByRole('img', { name: 'Bien démarrer avec Créneau' })).toHaveAttribute(
      'src',
      '/uploads/blog/cover-1.webp',
    );
    // The server's HTML is the body.
    expect(screen.getByRole('heading', { level: 2, name: 'Premier pas' })).toBeInTheDocument();
    expect(screen.getByText('agenda', { selector: 'strong' })).toBeInTheDocument();
    const others = screen.getByRole('navigation', { name: 'Autres articles' });
    expect(within(others).getByRole('link', { name: /Article précédent\s*Le précédent/ })).toHaveAttribute(
      'href',
      '/blog/article-precedent',
    );
    expect(within(others).getByRole('link', { name: /Article suivant\s*Le suivant/ })).toHaveAttribute(
      'href',
      '/blog/article-suivant',
    );
    expect(await screen.findByText(/Aucun commentaire pour le moment/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les articles' })).toHaveAttribute('href', '/blog');
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the approved comments as plain text, line breaks kept, markup never interpreted', async () => {
    renderBlog('/blog/bien-demarrer', {
      [POST]: { body: { success: true, post: article() } },
      [COMMENTS]: {
        body: {
          success: true,
          comments: [
            comment(1, { name: 'Camille', content: 'Très <b>utile</b>\nmerci !' }),
            comment(2, { name: 'Karim', createdAt: '2026-12-01T08:00:00.000Z' }),
          ],
        },
      },
    });
    const camille = await screen.findByRole('article', { name: 'Commentaire de Camille' });
    const text = within(camille).getByText(/Très/);
    expect(text.textContent).toBe('Très <b>utile</b>\nmerci !');
    expect(text.querySelector('b')).toBeNull();
    expect(text).toHaveClass('whitespace-pre-line');
    expect(within(camille).getByText('13 novembre 2026')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Commentaire de Karim' })).getByText('1er décembre 2026'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Commentaires (2)' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('replaces a former address by the current one', async () => {
    const { api, location, router } = renderBlog('/blog/ancienne-adresse', {
      'GET /api/blog/posts/ancienne-adresse': { body: { success: true, post: article() } },
      [POST]: { body: { success: true, post: article() } },
      [COMMENTS]: { body: { success: true, comments: [] } },
    });
    await waitFor(() => expect(location()).toBe('/blog/bien-demarrer'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bien démarrer avec Créneau' }),
    ).toBeInTheDocument();
    // The article is not asked for again under its new address; comments go to the current one.
    expect(api.callsTo(POST)).toHaveLength(0);
    await waitFor(() => expect(api.callsTo(COMMENTS)).toHaveLength(1));
    expect(api.callsTo('GET /api/blog/posts/ancienne-adresse/comments')).toHaveLength(0);
  });

  it('answers a 404 with an « Article introuvable » page and a way back', async () => {
    renderBlog('/blog/nulle-part', {
      'GET /api/blog/posts/nulle-part': {
        status: 404,
        body: { success: false, message: 'Article introuvable', code: 'NOT_FOUND' },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article introuvable' })).toBeInTheDocument();
    expect(document.title).toBe('Article introuvable — Blog — Créneau');
    expect(screen.getByRole('link', { name: 'Voir tous les articles' })).toHaveAttribute('href', '/blog');
    expect(await seriousViolations()).toEqual([]);
  });

  it('offers « Réessayer » when the article could not be loaded', async () => {
    let fail = true;
    const { ui } = renderBlog('/blog/bien-demarrer', {
      [POST]: () => (fail ? 'network-error' : { body: { success: true, post: article() } }),
      [COMMENTS]: { body: { success: true, comments: [] } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('L’article n’a pas pu être chargé.');
    fail = false;
    await ui.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bien démarrer avec Créneau' }),
    ).toBeInTheDocument();
  });
});
