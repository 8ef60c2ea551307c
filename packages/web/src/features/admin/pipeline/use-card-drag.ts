/**
 * Dragging a card with the pointer (mouse, pen, or a finger on the card's handle), without a
 * library: the card follows the pointer once it has moved a few pixels, the column under it is the
 * drop target (`data-stage`), and a drag is not also a click on the card's link.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type DragEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { isPipelineStage, type PipelineStage } from '@leadline/domain';

/** How far the pointer moves before a press becomes a drag (a click stays a click). */
const DRAG_THRESHOLD_PX = 6;

export interface DragState {
  personId: string;
  dx: number;
  dy: number;
  /** The column under the pointer, if any. */
  over: PipelineStage | undefined;
}

const stageAt = (x: number, y: number): PipelineStage | undefined => {
  const stage = document
    .elementFromPoint(x, y)
    ?.closest('[data-stage]')
    ?.getAttribute('data-stage');
  return isPipelineStage(stage) ? stage : undefined;
};

/** Form controls and buttons keep their own pointer behaviour. */
const isControl = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest('select, input, button:not([data-drag-handle])') !== null;

export function useCardDrag(onDrop: (personId: string, to: PipelineStage) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const press = useRef<{ personId: string; x: number; y: number; pointerId: number } | null>(null);
  const dragging = useRef(false);
  const justDragged = useRef(false);
  const drop = useRef(onDrop);
  useEffect(() => {
    drop.current = onDrop;
  }, [onDrop]);

  const end = useCallback((commit: { x: number; y: number } | null) => {
    const pressed = press.current;
    press.current = null;
    if (dragging.current && pressed && commit) {
      const to = stageAt(commit.x, commit.y);
      if (to) drop.current(pressed.personId, to);
    }
    justDragged.current = dragging.current;
    dragging.current = false;
    setDrag(null);
  }, []);

  useEffect(() => {
    const move = (event: globalThis.PointerEvent) => {
      const pressed = press.current;
      if (!pressed || event.pointerId !== pressed.pointerId) return;
      const dx = event.clientX - pressed.x;
      const dy = event.clientY - pressed.y;
      if (!dragging.current && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      dragging.current = true;
      event.preventDefault();
      setDrag({ personId: pressed.personId, dx, dy, over: stageAt(event.clientX, event.clientY) });
    };
    const up = (event: globalThis.PointerEvent) => {
      if (press.current?.pointerId === event.pointerId) end({ x: event.clientX, y: event.clientY });
    };
    const cancel = () => end(null);
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dragging.current) end(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', escape);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', escape);
    };
  }, [end]);

  /** Props for a card: where a press may start a drag, and a click after a drag is swallowed. */
  const cardProps = (personId: string) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || isControl(event.target)) return;
      press.current = { personId, x: event.clientX, y: event.clientY, pointerId: event.pointerId };
      justDragged.current = false;
    },
    // A link's own drag (the browser's) would end the pointer's.
    onDragStart: (event: DragEvent<HTMLElement>) => event.preventDefault(),
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!justDragged.current) return;
      justDragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  });

  return { drag, cardProps };
}
