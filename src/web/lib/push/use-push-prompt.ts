import { useEffect, useState } from 'react';
import { STORAGE } from '../storage-keys';
import { currentPermission, isPushSupported, subscribePush } from './push-client';

/** SPEC §9: the prompt comes 3 s after load; while it could not be shown, it is tried every 5 s. */
export const PUSH_PROMPT_DELAY_MS = 3000;
export const PUSH_PROMPT_RETRY_MS = 5000;

/**
 * Whether to offer push now. `wanted` says the person wants browser notifications (the provider's
 * setting; always for an administrator) — undefined while unknown. The prompt is offered only
 * while permission is undecided and « Plus tard » was not chosen in this session; once shown it
 * stays until answered, and a refusal (permission denied) is never asked again: Settings explains.
 * With permission already granted, the subscription is silently made again when missing, broken
 * or made with an older server key, and sent to the server (which may have dropped it, or given
 * it to another account signed in on this browser).
 */
export function usePushPrompt(wanted: boolean | undefined) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!wanted || !isPushSupported()) return;
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
      if (permission !== 'default' || sessionStorage.getItem(STORAGE.pushPromptLater)) return;
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
  }, [wanted]);

  return {
    visible,
    later() {
      sessionStorage.setItem(STORAGE.pushPromptLater, '1');
      setVisible(false);
    },
    close() {
      setVisible(false);
    },
  };
}
