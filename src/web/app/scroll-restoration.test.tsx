import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

const NOT_FOUND = { status: 404, body: { message: 'Introuvable' } };

/**
 * jsdom never scrolls: the reader's position, as the router reads it when a navigation starts.
 * A spy on jsdom's own getter, which vitest puts back after the file (the next file shares this window).
 */
function scrolledTo(y: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
}

describe('scrolling between pages', () => {
  it('opens another page at the top, and leaves the page where it is when only the query changes', async () => {
    stubFetch({ 'GET /api/public/providers/123': NOT_FOUND, 'GET /api/public/providers/456': NOT_FOUND });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const app = renderApp('/booking/123');
    await screen.findByRole('heading', { name: 'Cette page de réservation n’existe pas' });
    scrollTo.mockClear();

    scrolledTo(600);
    await act(() => app.router.navigate('/booking/456'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));

    scrollTo.mockClear();
    scrolledTo(400);
    await act(() => app.router.navigate('/booking/456?embed=1'));
    expect(app.location()).toBe('/booking/456?embed=1');
    expect(scrollTo.mock.calls.every(([, y]) => y === 400)).toBe(true);

    scrollTo.mockClear();
    await act(() => app.router.navigate(-2));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 600));
    scrolledTo(0);
  });
});
