import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** How long the page waits for an idle moment at most. */
const IDLE_TIMEOUT_MS = 2_000;
/** How long it waits for a frame at most (a hidden tab paints none). */
const FRAME_WAIT_MS = 500;

let idle: Promise<void> | null = null;

/**
 * Resolves once the browser is idle after the first frames, once per page; what typing does not need
 * (the parts below the editor, the checks' worker) waits for it, so the editor's frame runs alone.
 */
export function whenIdle(): Promise<void> {
  idle ??= new Promise((resolve) => {
    let asked = false;
    const later = () => {
      if (asked) return;
      asked = true;
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else setTimeout(resolve, 200);
    };
    // After the next frame is painted; a hidden tab paints no frame: then a moment later.
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(later, 0));
    setTimeout(later, FRAME_WAIT_MS);
  });
  return idle;
}

/** Its children once whenIdle() resolves (nothing on the server). */
export function AfterIdle({ children }: { children: ComponentChildren }): ComponentChildren {
  return useIdle() ? children : null;
}

/** False until whenIdle() resolves (always false while rendered on the server). */
export function useIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
