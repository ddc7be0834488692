import { useEffect } from 'react';

/** A title for something laid over a page (a modal): the page's own title comes back when it closes. */
export function useTemporaryTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
