import { LONG_PRESS_MS } from '@kanqiu/domain';
import { useRef, type PointerEvent } from 'react';

/** Pointer handlers that call `onLongPress` after the spec's long press (1 s) without moving away. */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu: (event: { preventDefault(): void }) => event.preventDefault(),
  };
}
