import { z } from 'zod';
import type { AppDeps } from '../deps';
import { forgetConfig } from '../modules/config/api';
import type { TRealtimeLog, TRealtimeServer } from './types';

const ZConfigChanged = z.object({ keys: z.array(z.string()) });

/**
 * A configuration change committed on this node (`config_changed`) reaches the other nodes through
 * the adapter's server-side emit, as revocations do (ADR 0015); each drops its cached copy, so its
 * next request reads the new values (docs/decisions/0031). Without a cluster (PGlite) the node
 * that wrote has already dropped its own. Returns the unsubscribe.
 */
export function relayConfigChanges(
  io: TRealtimeServer,
  deps: Pick<AppDeps, 'database' | 'events'>,
  options: { clustered: boolean; log: TRealtimeLog },
): () => void {
  const onLocal = (change: { keys: string[] }) => {
    if (options.clustered) io.serverSideEmit('config_changed', change);
  };
  const onPeer = (payload: unknown) => {
    forgetConfig(deps);
    if (!ZConfigChanged.safeParse(payload).success) {
      options.log.warn(
        {},
        'socket : changement de configuration illisible (copie locale oubliée quand même)',
      );
    }
  };
  deps.events.on('config_changed', onLocal);
  io.on('config_changed', onPeer);
  return () => {
    deps.events.off('config_changed', onLocal);
    io.off('config_changed', onPeer);
  };
}
