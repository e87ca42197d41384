import { blockElements } from './block-elements.ts';

/** Which block a tap reveals the English of: a translated block's own text, not a control, nor a selection's end. */
const NOT_A_REVEAL = 'a, button, input, select, textarea, summary, label, [data-calculator], .english-block';

export function revealTarget(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element) || target.closest(NOT_A_REVEAL)) return null;
  const section = target.closest('.rule-section[data-section]');
  if (!section) return null;
  const blocks = new Set(blockElements(section));
  // The innermost block holding the tap: a nested list's item, not the item around its list.
  for (let node: Element | null = target; node && node !== section; node = node.parentElement) {
    if (blocks.has(node as HTMLElement)) return node as HTMLElement;
  }
  return null;
}

export function isRevealTap(event: Event, englishOn: boolean, wide: boolean): HTMLElement | null {
  if (englishOn || wide || event.defaultPrevented) return null;
  const selection = document.getSelection();
  if (selection && !selection.isCollapsed) return null;
  return revealTarget(event.target);
}
