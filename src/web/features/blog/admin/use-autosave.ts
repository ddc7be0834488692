import { useEffect, useRef } from 'react';

/** Calls `save` once `delayMs` after the last change of `key`, while `enabled`. */
export function useAutosave(key: string, enabled: boolean, save: () => void, delayMs = 3000): void {
  const latest = useRef(save);
  latest.current = save;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of `key` is what restarts the wait.
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => latest.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [key, enabled, delayMs]);
}
