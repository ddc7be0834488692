import { useEffect, useRef } from 'react';
import { readStoredToken } from '../storage-keys';
import { bootstrapAuth, type TAuthState } from './auth-machine';
import type { TSessionApi } from './session-api';

const EVERY_5_MIN = 300_000;
/**
 * After a page load that kept the session from this browser's copy (the server answered 5xx, or
 * could not be reached), how long to wait before each new check; the last delay then repeats.
 */
export const SESSION_RECHECK_DELAYS_MS = [5_000, 15_000, 60_000, EVERY_5_MIN] as const;

export type TRecheckOutcome = 'settled' | 'retry';

/**
 * Runs `check` after each delay of SESSION_RECHECK_DELAYS_MS until it answers 'settled', and at
 * once when the browser is back online or the tab gets the focus. One check at a time; a check
 * that throws is tried again. The returned function stops it all.
 */
export function scheduleSessionRecheck(check: () => Promise<TRecheckOutcome>): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', runNow);
    window.removeEventListener('focus', runNow);
  };
  const schedule = () => {
    const delay = SESSION_RECHECK_DELAYS_MS[attempt] ?? EVERY_5_MIN;
    attempt += 1;
    timer = setTimeout(runNow, delay);
  };
  async function runNow(): Promise<void> {
    if (stopped || running) return;
    clearTimeout(timer);
    running = true;
    const outcome = await check().catch((): TRecheckOutcome => 'retry');
    running = false;
    if (stopped) return;
    if (outcome === 'settled') stop();
    else schedule();
  }

  window.addEventListener('online', runNow);
  window.addEventListener('focus', runNow);
  schedule();
  return stop;
}

/**
 * While `active`, asks the server about the session kept from cache (SPEC §4's load check again)
 * until it answers. `onSettled` gets the server's verdict — authenticated (maybe renewed: `renewed`)
 * or not — or null when the stored session changed meanwhile (signed out, renewed elsewhere).
 */
export function useSessionRecheck(
  active: boolean,
  api: Pick<TSessionApi, 'verifyToken' | 'refreshToken'>,
  onSettled: (next: TAuthState | null, renewed: boolean) => void,
): void {
  const settle = useRef(onSettled);
  settle.current = onSettled;
  useEffect(() => {
    if (!active) return;
    const token = readStoredToken();
    let live = true;
    const stop = scheduleSessionRecheck(async () => {
      if (!token || readStoredToken() !== token) {
        settle.current(null, false);
        return 'settled';
      }
      let kept = false;
      const next = await bootstrapAuth(api, {
        onKeptFromCache: () => {
          kept = true;
        },
      });
      if (kept) return 'retry';
      if (live) settle.current(next, readStoredToken() !== token);
      return 'settled';
    });
    return () => {
      live = false;
      stop();
    };
  }, [active, api]);
}
