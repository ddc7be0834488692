import { lazy } from 'react';

/** SPEC §9: a screen's code has 120 s to arrive (the API's own calls keep 15 s or 30 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A screen's code that did not arrive in time: the route's error screen offers to reload. */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('Le chargement de la page a pris trop de temps. Vérifiez votre connexion, puis rechargez la page.');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** The module `load` brings, or a ChunkLoadTimeoutError once `timeoutMs` have gone by without it. */
export function withLoadTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** React.lazy for a screen (one chunk fetched on first use), bounded by SPEC §9's 120 s. */
export const lazyScreen: typeof lazy = (load) => lazy(() => withLoadTimeout(load));
