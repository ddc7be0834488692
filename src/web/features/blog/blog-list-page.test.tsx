import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../test/axe';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { postsBody, renderBlog, summary } from './blog.test-support';

const LIST = 'GET /api/blog/posts';

describe('BlogPage (/blog)', () => {
  it('lists the articles as cards: cover, title link, excerpt, French date, reading time, tags', async () => {
    const { api } = renderBlog('/blog', {
      [LIST]: postsBody([
        summary(2, { tags: ['agenda', 'facturation'] }),
        summary(1, { coverImageUrl: null }),
      ]),
    });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(document.title).toBe('Blog — Créneau');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();

    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Article numéro 2' })).toHaveAttribute('href', '/blog/article-2');
    expect(first.getByRole('img', { name: 'Article numéro 2' })).toHaveAttribute('loading', 'lazy');
    expect(first.getByText('Le résumé de l’article 2.')).toBeInTheDocument();
    expect(first.getByText('12 novembre 2026')).toHaveAttribute('datetime', '2026-11-12T09:00:00.000Z');
    expect(first.getByText('4 min de lecture')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'facturation' })).toHaveAttribute('href', '/blog?tag=facturation');
    // No cover, no broken image.
    expect(within(cards[1] as HTMLElement).queryByRole('img')).toBeNull();

    expect(screen.getByRole('link', { name: 'Flux RSS' })).toHaveAttribute('href', '/blog/rss.xml');
    expect(api.callsTo(LIST)[0]?.url).toBe('/api/blog/posts?page=1');
    expect(await seriousViolations()).toEqual([]);
  });

  it('pages through the address: « Page suivante » and « Page précédente »', async () => {
    const posts = Array.from({ length: 10 }, (_, i) => summary(25 - i));
    const { api, ui, location } = renderBlog('/blog', {
      [LIST]: (call) => {
        const page = new URL(call.url, 'http://localhost').searchParams.get('page');
        return postsBody(page === '3' ? [summary(1)] : posts, { total: 21 });
      },
    });
    const pager = await screen.findByRole('navigation', { name: 'Pages des articles' });
    expect(within(pager).getByText('Page 1 sur 3')).toBeInTheDocument();
    expect(within(pager).queryByRole('link', { name: 'Page précédente' })).toBeNull();

    await ui.click(within(pager).getByRole('link', { name: 'Page suivante' }));
    await waitFor(() => expect(location()).toBe('/blog?page=2'));
    expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();
    await ui.click(screen.getByRole('link', { name: 'Page suivante' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(location()).toBe('/blog?page=3');
    expect(screen.queryByRole('link', { name: 'Page suivante' })).toBeNull();
    expect(document.title).toBe('Page 3 — Blog — Créneau');

    await ui.click(screen.getByRole('link', { name: 'Page précédente' }));
    await waitFor(() => expect(location()).toBe('/blog?page=2'));
    expect(api.callsTo(LIST).map((c) => c.url)).toEqual([
      '/api/blog/posts?page=1',
      '/api/blog/posts?page=2',
      '/api/blog/posts?page=3',
    ]);
  });

  it('filters by a tag from the chips, shows the filter and clears it', async () => {
    const { api, ui, location } = renderBlog('/blog', {
      [LIST]: (call) => {
        const tag = new URL(call.url, 'http://localhost').searchParams.get('tag');
        return postsBody(tag ? [summary(3, { tags: ['facturation'] })] : [summary(2), summary(1)]);
      },
    });
    const filter = await screen.findByRole('navigation', { name: 'Filtrer par étiquette' });
    expect(within(filter).getByRole('link', { name: 'Tous les articles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await ui.click(within(filter).getByRole('link', { name: 'facturation' }));
    await waitFor(() => expect(location()).toBe('/blog?tag=facturation'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText(/Articles avec l’étiquette/)).toHaveTextContent('« facturation »');
    expect(
      within(screen.getByRole('navigation', { name: 'Filtrer par étiquette' })).getByRole('link', {
        name: 'facturation',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo(LIST).at(-1)?.url).toBe('/api/blog/posts?page=1&tag=facturation');
    expect(await seriousViolations()).toEqual([]);

    await ui.click(screen.getByRole('link', { name: 'Retirer le filtre' }));
    await waitFor(() => expect(location()).toBe('/blog'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByText(/Articles avec l’étiquette/)).toBeNull();
  });

  it('says when there is no article yet', async () => {
    renderBlog('/blog', { [LIST]: postsBody([], { tags: [] }) });
    expect(await screen.findByRole('heading', { name: 'Aucun article pour le moment' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages des articles' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says when no article has the tag, with a way back to all of them', async () => {
    renderBlog('/blog?tag=inconnue', { [LIST]: postsBody([]) });
    expect(
      await screen.findByRole('heading', { name: 'Aucun article avec l’étiquette « inconnue »' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les articles' })).toHaveAttribute('href', '/blog');
  });

  it('shows a loading state, then an error with « Réessayer »', async () => {
    let fail = true;
    const { ui } = renderBlog('/blog', {
      [LIST]: () =>
        fail
          ? { status: 500, body: { success: false, message: 'Erreur du serveur', code: 'INTERNAL' } }
          : postsBody([summary(1)]),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des articles…');
    expect(screen.getByRole('region', { name: 'Articles' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les articles n’ont pas pu être chargés. Erreur du serveur',
    );
    expect(await seriousViolations()).toEqual([]);
    fail = false;
    await ui.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Article numéro 1' })).toBeInTheDocument();
  });

  it('is the page the app shows at /blog, in the public frame', async () => {
    stubFetch({ [LIST]: postsBody([summary(1)]) });
    renderApp('/blog');
    expect(await screen.findByRole('link', { name: 'Article numéro 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Le blog de Créneau' })).toBeInTheDocument();
  });
});
