import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { dropIndexAt } from '../utils/list-drop';

/** The row being dragged and where it would land. */
export type TListDrag = { from: number; to: number };

function rowBoxes(list: HTMLElement | null) {
  return Array.from(list?.querySelectorAll<HTMLElement>(':scope > [data-row-index]') ?? [], (row) =>
    row.getBoundingClientRect(),
  );
}

/**
 * Reordering a list with a mouse or a pen (pointer events, no library, like the agenda's drag in
 * ADR 0039): a press on a row's handle picks it, the row nearest the pointer is where it lands,
 * release moves it, Escape gives up. Fingers and keyboards use the rows' « Monter » / « Descendre ».
 * The list element takes `listRef`, each row `data-row-index`.
 */
export function useListDrag(onMove: (from: number, to: number) => void) {
  const listRef = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<TListDrag | null>(null);
  const current = useRef<TListDrag | null>(null);
  const latest = useRef(onMove);
  latest.current = onMove;
  const dragging = drag !== null;

  useEffect(() => {
    if (!dragging) return;
    const update = (next: TListDrag | null) => {
      current.current = next;
      setDrag(next);
    };
    const onPointerMove = (event: PointerEvent) => {
      const now = current.current;
      if (!now) return;
      const to = dropIndexAt(rowBoxes(listRef.current), event.clientY);
      if (to !== now.to) update({ from: now.from, to });
    };
    const onPointerUp = () => {
      const done = current.current;
      update(null);
      if (done && done.to !== done.from) latest.current(done.from, done.to);
    };
    const onCancel = () => update(null);
    // Captured before the dialog's own Escape, which would otherwise close it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      update(null);
    };
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKeyDown, { capture: true });
    };
  }, [dragging]);

  /** The handle's onPointerDown. */
  const startDrag = (index: number, event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !event.isPrimary || event.pointerType === 'touch') return;
    // No text selection while dragging.
    event.preventDefault();
    current.current = { from: index, to: index };
    setDrag(current.current);
  };

  return { listRef, drag, startDrag };
}
