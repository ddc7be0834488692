import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, lazyScreen, withLoadTimeout } from './lazy-screen';
import { RouteError } from './routes/route-error';

const TOO_LONG =
  'Le chargement de la page a pris trop de temps. Vérifiez votre connexion, puis rechargez la page.';
const never = <T,>() => new Promise<T>(() => {});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loading a lazy screen (SPEC §9: 120 s)', () => {
  it('gives up after 120 s, not before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    let outcome: unknown;
    void withLoadTimeout(never).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('gives the module that arrives in time, or the error of a failed download', async () => {
    vi.useFakeTimers();
    const module = { default: 'écran' };
    const arriving = withLoadTimeout(
      () => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module), 119_000)),
    );
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(arriving).resolves.toBe(module);
    const failed = new TypeError('Failed to fetch dynamically imported module');
    await expect(withLoadTimeout(() => Promise.reject(failed))).rejects.toBe(failed);
    // Nothing left behind: no timer fires later.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a screen whose code hangs shows the route’s error screen after 120 s, with reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // React and the router report the error they caught; the screen below is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Hanging = lazyScreen(never<{ default: () => null }>);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <Suspense fallback={<p>Chargement…</p>}>
              <Hanging />
            </Suspense>
          ),
          errorElement: <RouteError />,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'Cette page n’a pas pu s’afficher' })).toBeInTheDocument();
    expect(screen.getByText(TOO_LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });
});
