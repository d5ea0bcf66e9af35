import {
  useCallback,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';

/** `ids` with `id` moved to where `target` is (the items between shift by one). */
export function movedTo(ids: readonly number[], id: number, target: number): number[] {
  const from = ids.indexOf(id);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = ids.filter((x) => x !== id);
  next.splice(to, 0, id);
  return next;
}

function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

interface Drag {
  id: number;
  pointerId: number;
  order: number[];
}

export interface DragReorder {
  /** The order to render: the live order while dragging, else `ids`. */
  order: readonly number[];
  /** The id being dragged, for its 'lifted' style. */
  draggingId: number | null;
  /** Spread on each item (list row or grid cell): lets the hook measure where items are. */
  itemRef: (id: number) => (element: HTMLElement | null) => void;
  /** Spread on the item's drag handle (a button): pointer drag by mouse, pen or touch, and arrow keys. */
  handleProps: (id: number) => {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    style: CSSProperties;
  };
}

/**
 * Drag-and-drop reordering with pointer events (one code path for mouse, pen and touch; the handle sets
 * touch-action none so a finger drags instead of scrolling). The item under the pointer takes the dragged item's
 * place as it moves, in a list or a grid; on release the new order goes to `onReorder` (the caller saves it
 * optimistically). Arrow keys on the focused handle move the item one place: the keyboard alternative.
 */
export function useDragReorder({
  ids,
  disabled = false,
  onReorder,
}: {
  ids: readonly number[];
  disabled?: boolean;
  onReorder: (order: number[]) => void;
}): DragReorder {
  const [drag, setDrag] = useState<Drag | null>(null);
  const elements = useRef(new Map<number, HTMLElement>());

  const itemRef = useCallback(
    (id: number) => (element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    [],
  );

  const itemAt = (x: number, y: number, except: number): number | null => {
    for (const [id, element] of elements.current) {
      if (id === except) continue;
      const r = element.getBoundingClientRect();
      if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return id;
    }
    return null;
  };

  const handleProps: DragReorder['handleProps'] = (id) => ({
    onPointerDown: (event) => {
      if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      event.preventDefault();
      // Later moves keep coming to the handle even when the pointer leaves it (not in every test DOM).
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDrag({ id, pointerId: event.pointerId, order: [...ids] });
    },
    onPointerMove: (event) => {
      if (drag === null || drag.pointerId !== event.pointerId) return;
      const over = itemAt(event.clientX, event.clientY, drag.id);
      if (over === null) return;
      const next = movedTo(drag.order, drag.id, over);
      if (!sameOrder(next, drag.order)) setDrag({ ...drag, order: next });
    },
    onPointerUp: (event) => {
      if (drag === null || drag.pointerId !== event.pointerId) return;
      setDrag(null);
      if (!sameOrder(drag.order, ids)) onReorder(drag.order);
    },
    onPointerCancel: () => setDrag(null),
    onKeyDown: (event) => {
      if (disabled) return;
      const delta =
        event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? -1
          : event.key === 'ArrowDown' || event.key === 'ArrowRight'
            ? 1
            : 0;
      if (delta === 0) return;
      event.preventDefault();
      const index = ids.indexOf(id);
      const target = ids[index + delta];
      if (target !== undefined) onReorder(movedTo(ids, id, target));
    },
    style: { touchAction: 'none', cursor: disabled ? 'default' : drag ? 'grabbing' : 'grab' },
  });

  return { order: drag?.order ?? ids, draggingId: drag?.id ?? null, itemRef, handleProps };
}
