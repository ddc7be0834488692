import { type RefObject, useEffect } from 'react';
import { EMBED_HEIGHT_MESSAGE } from '../../../../shared/schemas/embed';

/** The page runs inside another site's frame (embed.js, ADR 0040). */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent cannot even be compared: framed.
    return true;
  }
}

/**
 * In a frame, tells the host page the booking page's height each time it changes, so the frame
 * grows and shrinks with it (no scroll bar inside the provider's site). The height is no secret:
 * any page may receive it.
 */
export function useEmbedHeight(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element || !isFramed() || typeof ResizeObserver === 'undefined') return;
    const send = () =>
      window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height: element.scrollHeight }, '*');
    const observer = new ResizeObserver(send);
    observer.observe(element);
    send();
    return () => observer.disconnect();
  }, [root]);
}
