/**
 * Inline dice (`<button class="dice-inline" data-dice="8d6">`): a modal popover with the exact odds,
 * a Roll button and the page's roll history. Focus stays inside (Tab wraps); Escape, Close or a tap
 * outside closes it and returns focus; it stays inside a phone's viewport. No inline handlers, no
 * eval (the CSP holds).
 */
import { type Locale, localeOfIntlTag } from '@polyhedral/i18n/client';
import { trapTab } from './dice-popover-dom.ts';
import { type DiceText, readMessages } from './dice-popover-strings.ts';
import { element } from './element.ts';

type Body = typeof import('./dice-popover-body.ts');

interface OpenPopover {
  trigger: HTMLButtonElement;
  element: HTMLElement;
  /** Re-places the popover when a roll or the history makes it taller than the room left. */
  resize: ResizeObserver;
}

const GAP = 6;
const MARGIN = 8;

/** The popover body and the dice engine load on the first hover, focus or tap of a dice button, not with the page. */
let body: Promise<Body> | null = null;
const loadBody = () => {
  body ??= import('./dice-popover-body.ts');
  return body;
};

function pageLocale(): Locale {
  return localeOfIntlTag(document.documentElement.lang);
}

/** True when the popover's box reaches past the bottom of the viewport. */
function overflows(popover: HTMLElement): boolean {
  return popover.getBoundingClientRect().bottom > window.innerHeight - MARGIN;
}

/** Places the popover under its button (or above it, or at the top of the viewport), fully on screen. */
function place(popover: HTMLElement, trigger: HTMLElement): void {
  const rect = trigger.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const width = popover.offsetWidth;
  const height = popover.offsetHeight;
  const left = Math.max(MARGIN, Math.min(rect.left, viewportWidth - width - MARGIN));
  let top = rect.bottom + GAP;
  if (top + height > viewportHeight - MARGIN) {
    top = Math.max(MARGIN, rect.top - GAP - height);
  }
  popover.style.insetInlineStart = 'auto';
  popover.style.left = `${left + window.scrollX}px`;
  popover.style.top = `${top + window.scrollY}px`;
}

function build(
  trigger: HTMLButtonElement,
  notation: string,
  id: string,
  t: DiceText,
  locale: Locale,
  body: Body,
  close: () => void,
): HTMLElement {
  const popover = element('div', {
    class: 'dice-popover',
    role: 'dialog',
    'aria-modal': 'true',
    id,
    tabindex: '-1',
    'aria-labelledby': `${id}-title`,
  });
  popover.dataset.dice = notation;
  const head = element('div', { class: 'dice-popover-head' });
  head.append(element('strong', { id: `${id}-title` }, t('ui.dice.title', { dice: notation })));
  const closeButton = element('button', { type: 'button', class: 'dice-popover-close' }, t('ui.dice.close'));
  closeButton.addEventListener('click', close);
  head.append(closeButton);
  popover.append(head);
  body.fillPopover(popover, notation, id, t, locale);
  popover.addEventListener('keydown', (event) => trapTab(event, popover));
  trigger.setAttribute('aria-controls', id);
  return popover;
}

export function startDicePopovers(): void {
  const holder = document.getElementById('dice-popover-strings');
  if (!holder) return;
  const messages = readMessages(holder);
  const locale = pageLocale();
  let open: OpenPopover | null = null;
  let counter = 0;
  let text: DiceText | undefined;

  const close = (focusTrigger: boolean) => {
    if (!open) return;
    const { trigger, element: popover, resize } = open;
    open = null;
    resize.disconnect();
    trigger.setAttribute('aria-expanded', 'false');
    trigger.removeAttribute('aria-controls');
    popover.remove();
    if (focusTrigger) trigger.focus({ preventScroll: true });
  };

  const toggle = async (trigger: HTMLButtonElement) => {
    const wasOpen = open?.trigger === trigger;
    close(false);
    if (wasOpen) {
      trigger.focus({ preventScroll: true });
      return;
    }
    const notation = trigger.dataset.dice ?? trigger.textContent ?? '';
    const dice = await loadBody();
    close(false);
    counter += 1;
    text ??= dice.diceText(messages, locale);
    const popover = build(trigger, notation, `dice-popover-${counter}`, text, locale, dice, () =>
      close(true),
    );
    document.body.append(popover);
    place(popover, trigger);
    trigger.setAttribute('aria-expanded', 'true');
    const resize = new ResizeObserver(() => {
      if (overflows(popover)) place(popover, trigger);
    });
    resize.observe(popover);
    open = { trigger, element: popover, resize };
    popover.focus({ preventScroll: true });
  };

  for (const trigger of document.querySelectorAll<HTMLButtonElement>('button.dice-inline')) {
    trigger.setAttribute('aria-expanded', 'false');
    trigger.setAttribute('aria-haspopup', 'dialog');
    trigger.addEventListener('pointerover', () => void loadBody(), { once: true, passive: true });
    trigger.addEventListener('touchstart', () => void loadBody(), { once: true, passive: true });
    trigger.addEventListener('focus', () => void loadBody(), { once: true });
    trigger.addEventListener('click', (event) => {
      event.stopPropagation();
      void toggle(trigger);
    });
  }
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  });
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (open && target instanceof Node && document.contains(target) && !open.element.contains(target))
      close(true);
  });
  window.addEventListener('resize', () => {
    if (open) place(open.element, open.trigger);
  });
}
