import { useEffect, useState } from 'react';
import { readPromptMemory, recordFirstDay, rememberLater } from './prompt-memory';
import { isPromptDue } from './prompt-timing';
import { currentPermission, isPushSupported, subscribePush } from './push-client';

/** SPEC §9: the prompt comes 3 s after load; while it could not be shown, it is tried every 5 s. */
export const PUSH_PROMPT_DELAY_MS = 3000;
export const PUSH_PROMPT_RETRY_MS = 5000;

/**
 * Whether to offer push now. `wanted` says the person wants browser notifications (the provider's
 * setting; always for an administrator) — undefined while unknown. `paused` on a screen where
 * it must not ask (/dpa-signature). The prompt is offered only while permission is undecided,
 * from the second day of use in this browser and not within 30 days of « Plus tard » (ADR 0065),
 * judged at the page's load; once shown it
 * stays until answered, and a refusal (permission denied) is never asked again: Settings explains.
 * With permission already granted, the subscription is silently made again when missing, broken
 * or made with an older server key, and sent to the server (which may have dropped it, or given
 * it to another account signed in on this browser).
 */
export function usePushPrompt(wanted: boolean | undefined, paused = false) {
  const [visible, setVisible] = useState(false);
  const [loadedAt] = useState(() => new Date());

  // Any signed-in screen counts as a visit, /dpa-signature included: it is the first day's.
  useEffect(() => recordFirstDay(loadedAt), [loadedAt]);

  useEffect(() => {
    if (!wanted || paused || !isPushSupported()) return;
    let shown = false;
    const attempt = () => {
      if (shown) return;
      const permission = currentPermission();
      if (permission === 'granted') {
        shown = true;
        // SPEC §8: push failures outside Settings are only logged.
        void subscribePush().catch((err: unknown) => console.warn('notifications push :', err));
        return;
      }
      if (permission !== 'default' || !isPromptDue(readPromptMemory(), loadedAt)) return;
      shown = true;
      setVisible(true);
    };
    let retry: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      attempt();
      retry = setInterval(attempt, PUSH_PROMPT_RETRY_MS);
    }, PUSH_PROMPT_DELAY_MS);
    return () => {
      clearTimeout(first);
      if (retry) clearInterval(retry);
    };
  }, [wanted, paused, loadedAt]);

  return {
    visible: visible && !paused,
    later() {
      rememberLater(new Date());
      setVisible(false);
    },
    close() {
      setVisible(false);
    },
  };
}
