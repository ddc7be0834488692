import { useEffect, useId, useSyncExternalStore } from 'react';
import type { TOverlayKind, TOverlaysShown } from './overlay-rules';

/** Who shows what now: one entry per mounted component that shows something (several toasts may). */
const showing = new Map<string, TOverlayKind>();
const listeners = new Set<() => void>();
let snapshot: TOverlaysShown = { banner: false, toast: false, 'push-prompt': false };

function publish() {
  const kinds = new Set(showing.values());
  snapshot = {
    banner: kinds.has('banner'),
    toast: kinds.has('toast'),
    'push-prompt': kinds.has('push-prompt'),
  };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Declares that this component shows an overlay of `kind` while `active`. */
export function useOverlay(kind: TOverlayKind, active: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!active) return;
    showing.set(id, kind);
    publish();
    return () => {
      showing.delete(id);
      publish();
    };
  }, [id, kind, active]);
}

/** What shows now, for the components that give way. */
export function useOverlaysShown(): TOverlaysShown {
  return useSyncExternalStore(subscribe, () => snapshot);
}
