import { useEffect, useRef } from 'preact/hooks';

/** Which sides of a sideways-scrolling row hide something: `start`, `end`, both or none. */
export function hiddenSides(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): string {
  // Right-to-left rows scroll to negative offsets; the distance from the start is what counts.
  const from = Math.abs(box.scrollLeft);
  const room = box.scrollWidth - box.clientWidth;
  if (room <= 1) return '';
  return [from > 1 ? 'start' : '', from < room - 1 ? 'end' : ''].filter(Boolean).join(' ');
}

/**
 * A row of tabs that scrolls sideways when it is wider than the screen: its `data-hidden` says
 * which side hides tabs (the styles fade that edge, the cue that there is more), and the chosen
 * tab is scrolled into view each time `active` changes.
 */
export function useOverflowCue<T extends HTMLElement>(active: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const mark = () => {
      box.dataset.hidden = hiddenSides(box);
    };
    mark();
    box.addEventListener('scroll', mark, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resize?.observe(box);
    return () => {
      box.removeEventListener('scroll', mark);
      resize?.disconnect();
    };
  }, []);
  useEffect(() => {
    // Sideways only (scrollIntoView would also scroll the page to a strip below the fold).
    const box = ref.current;
    const tab = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!box || !tab) return;
    const left = tab.offsetLeft; // the strip is its tabs' offset parent (position: relative)
    if (left < box.scrollLeft) box.scrollLeft = left;
    else if (left + tab.offsetWidth > box.scrollLeft + box.clientWidth)
      box.scrollLeft = left + tab.offsetWidth - box.clientWidth;
  }, [active]);
  return ref;
}
