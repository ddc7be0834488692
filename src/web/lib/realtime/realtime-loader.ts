import type { RealtimeClient } from './socket-client';

type TRealtimeModule = typeof import('./socket-client');
let loading: Promise<TRealtimeModule> | undefined;
let loaded: TRealtimeModule | undefined;

/**
 * The tab's realtime client, socket.io-client included, downloaded the first time a screen needs
 * the live connection: a visitor of the landing page never fetches it.
 */
export async function loadRealtimeClient(): Promise<RealtimeClient> {
  loading ??= import('./socket-client').then((module) => {
    loaded = module;
    return module;
  });
  return (await loading).getRealtimeClient();
}

/** The client when a screen already loaded it; otherwise there is no socket to act on. */
export function loadedRealtimeClient(): RealtimeClient | undefined {
  return loaded?.getRealtimeClient();
}
