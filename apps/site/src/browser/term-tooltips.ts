import { placeTooltip } from './place-tooltip.ts';

/**
 * Term definitions on hover and focus: each held once on the page (TermDefinitions.astro), pointed
 * to by `a.term[aria-describedby]`, so screen readers get it and the box is hidden from them. One
 * box, placed in the reading column, closed by Escape. On touch a tap opens it with a link onward,
 * a second tap follows, a tap elsewhere or a scroll closes. Without JavaScript the link leads on.
 */
const PREFERRED_WIDTH = 352; // 22rem
/** A term link with a definition on the page. */
const TERM = 'a.term[aria-describedby]';

/** The definition's text: the element the link's aria-describedby names. */
function definitionOf(link: HTMLAnchorElement): string | undefined {
  const id = link.getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) || undefined;
}

function readingColumn(link: Element): DOMRect | null {
  const column = link.closest('.sl-markdown-content, main');
  return column ? column.getBoundingClientRect() : null;
}

export function startTermTooltips(): void {
  const tip = document.createElement('div');
  tip.className = 'term-tooltip';
  tip.setAttribute('aria-hidden', 'true');
  tip.hidden = true;
  document.body.append(tip);
  document.documentElement.dataset.termTooltips = '';
  let current: HTMLAnchorElement | null = null;
  /** The term a tap opened (its box holds a link onward). */
  let tapped: HTMLAnchorElement | null = null;
  let lastPointer = '';
  const moreLabel = document.querySelector<HTMLElement>('[data-term-more]')?.dataset.termMore ?? '';

  const hide = (): void => {
    tip.hidden = true;
    tip.classList.remove('term-tooltip--tapped');
    tip.setAttribute('aria-hidden', 'true');
    current = null;
    tapped = null;
  };
  const show = (link: HTMLAnchorElement, byTap = false): void => {
    const text = definitionOf(link);
    if (!text) return;
    current = link;
    tapped = byTap ? link : null;
    tip.textContent = text;
    tip.classList.toggle('term-tooltip--tapped', byTap);
    // A tapped box holds a link: it is then part of the page for assistive technology too.
    tip.setAttribute('aria-hidden', byTap ? 'false' : 'true');
    if (byTap) {
      const more = document.createElement('a');
      more.href = link.getAttribute('href') ?? link.href;
      more.className = 'term-tooltip__more';
      more.textContent = moreLabel || (link.textContent ?? '');
      tip.append(' ', more);
    }
    tip.hidden = false;
    const anchor = link.getBoundingClientRect();
    const column = readingColumn(link);
    const viewport = { left: 0, right: window.innerWidth, top: 0, bottom: window.innerHeight };
    const bounds = column
      ? { ...viewport, left: Math.max(0, column.left), right: Math.min(viewport.right, column.right) }
      : viewport;
    tip.style.inlineSize = `${Math.min(PREFERRED_WIDTH, bounds.right - bounds.left - 16)}px`;
    const rtl = getComputedStyle(link).direction === 'rtl';
    const place = placeTooltip(anchor, bounds, PREFERRED_WIDTH, tip.offsetHeight, rtl);
    tip.style.inlineSize = `${place.width}px`;
    tip.style.left = `${place.left}px`;
    tip.style.top = `${place.top}px`;
  };
  const termOf = (target: EventTarget | null): HTMLAnchorElement | null =>
    target instanceof Element ? target.closest<HTMLAnchorElement>(TERM) : null;

  document.addEventListener(
    'pointerdown',
    (event) => {
      lastPointer = event.pointerType;
      if (
        tapped &&
        event.target instanceof Node &&
        !tip.contains(event.target) &&
        !tapped.contains(event.target)
      ) {
        hide();
      }
    },
    { capture: true },
  );
  document.addEventListener('click', (event) => {
    const link = termOf(event.target);
    if (!link || lastPointer !== 'touch' || link === tapped) return;
    event.preventDefault();
    show(link, true);
  });
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType === 'touch' || tapped) return;
    const link = termOf(event.target);
    if (link && link !== current) show(link);
    else if (!link && current && !current.matches(':focus-visible')) hide();
  });
  document.addEventListener('focusin', (event) => {
    if (tapped) return;
    const link = termOf(event.target);
    if (link) show(link);
    else hide();
  });
  document.addEventListener('focusout', (event) => {
    if (!tapped && termOf(event.target) === current) hide();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !tip.hidden) hide();
  });
  window.addEventListener('scroll', hide, { passive: true });
  window.addEventListener('resize', hide, { passive: true });
}
