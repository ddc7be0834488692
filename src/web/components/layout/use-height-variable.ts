import { useEffect } from 'react';

/**
 * Publishes an element's height (it wraps on phones) as a CSS variable of the document, so that
 * the area layouts' sticky header and fixed sidebar sit below the banners stacked at the top.
 */
export function useHeightVariable(element: HTMLElement | null, variable: string): void {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(variable, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(variable);
    };
  }, [element, variable]);
}
