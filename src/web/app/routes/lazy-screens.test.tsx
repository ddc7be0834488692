import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { CHUNK_LOAD_TIMEOUT_MS } from '../lazy-screen';

// The public pages' chunk never arrives (a stalled connection).
vi.mock('./public-bundle', () => new Promise(() => {}));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a route’s screen whose code does not arrive (SPEC §9: 120 s)', () => {
  it('shows the spinner for 120 s, then the error screen that offers to reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({});
    renderApp('/about');
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('heading', { name: 'Cette page n’a pas pu s’afficher' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'Cette page n’a pas pu s’afficher' })).toBeInTheDocument();
    expect(screen.getByText(/Le chargement de la page a pris trop de temps/)).toBeInTheDocument();
  });
});
