import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledInView } from './settled-in-view.ts';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A page of 1280x860 as settledInView sees it: `boxes` are the target's boxes, one a read (the
 * last one kept), and `atPoint` what the page has at a point. Every animation frame runs at once.
 */
function page(boxes: Box[], atPoint: (target: object, x: number, y: number) => object | null) {
  let read = 0;
  const scrolled: string[] = [];
  const child = {};
  const target = {
    scrollIntoView: (options: { block: string }) => scrolled.push(options.block),
    getBoundingClientRect: () => boxes[Math.min(read++, boxes.length - 1)]!,
    contains: (node: object) => node === target || node === child,
  };
  vi.stubGlobal('innerWidth', 1280);
  vi.stubGlobal('innerHeight', 860);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal('document', { elementFromPoint: (x: number, y: number) => atPoint(target, x, y) });
  return { target: target as unknown as Element, scrolled, child };
}

const STILL: Box = { left: 400, top: 400, width: 200, height: 40 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settledInView: the element is in the middle of the viewport, still, and what the page has there', () => {
  it('answers true for a still element the page has at its centre, after scrolling it to the middle', async () => {
    const { target, scrolled } = page([STILL, STILL], (element, x, y) => {
      expect([x, y]).toEqual([500, 420]);
      return element;
    });
    expect(await settledInView(target)).toBe(true);
    expect(scrolled).toEqual(['center']);
  });

  it('answers true when the page has a child of the element at its centre (a button around its text)', async () => {
    const setup = page([STILL, STILL], () => setup.child);
    expect(await settledInView(setup.target)).toBe(true);
  });

  it('answers false for an element pushed down between two frames, still in view (a section above rendering)', async () => {
    const { target } = page([STILL, { ...STILL, top: 460 }], (element) => element);
    expect(await settledInView(target)).toBe(false);
  });

  it('answers false for an element that grew wider between two frames (its web font arriving)', async () => {
    const { target } = page([STILL, { ...STILL, width: 260 }], (element) => element);
    expect(await settledInView(target)).toBe(false);
  });

  it('answers false for an element whose centre is outside the viewport', async () => {
    const below: Box = { ...STILL, top: 900 };
    const { target } = page([below, below], (element) => element);
    expect(await settledInView(target)).toBe(false);
  });

  it('answers false when another element covers its centre (a sticky header)', async () => {
    const { target } = page([STILL, STILL], () => ({}));
    expect(await settledInView(target)).toBe(false);
  });
});
