import { useEffect } from 'react';
import { useLocation } from 'react-router';

const GIVE_UP_AFTER_MS = 2000;

/**
 * Client-side navigation to '/#pricing' does not scroll by itself: scroll to the target once it
 * is in the document (it may appear a moment later when the page is loaded lazily).
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView?.({ block: 'start' });
      return true;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => {
      if (scroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), GIVE_UP_AFTER_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [hash]);
}
