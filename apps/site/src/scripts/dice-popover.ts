/**
 * Inline dice (`<button class="dice-inline" data-dice="8d6">`): a popover with the exact
 * distribution (mean, min–max, a small bar chart) and a Roll button with the dice breakdown.
 * Accessible: aria-expanded on the trigger, a labelled non-modal dialog, Escape or Close returns
 * focus to the trigger, a click outside closes it. Strings come from #dice-popover-strings.
 */
import type { Distribution } from '@polyhedral/dice';
import { chartBars } from './dice-chart.ts';
import { fillTemplate } from './fill-template.ts';

type Strings = Record<
  'title' | 'mean' | 'range' | 'chance' | 'roll' | 'rolled' | 'breakdown' | 'close' | 'chart' | 'error',
  string
>;

interface OpenPopover {
  trigger: HTMLButtonElement;
  element: HTMLElement;
}

const EN_DASH = '\u2013';

function readStrings(holder: HTMLElement): Strings {
  const d = holder.dataset;
  return {
    title: d.title ?? '{{dice}}',
    mean: d.mean ?? 'Average',
    range: d.range ?? 'Range',
    chance: d.chance ?? 'Chance',
    roll: d.roll ?? 'Roll',
    rolled: d.rolled ?? '{{total}}',
    breakdown: d.breakdown ?? 'Dice',
    close: d.close ?? 'Close',
    chart: d.chart ?? '',
    error: d.error ?? '{{code}}',
  };
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The dice engine loads on the first hover, focus or click of a dice button, not with the page. */
let engine: Promise<typeof import('@polyhedral/dice')> | null = null;
const loadEngine = () => {
  engine ??= import('@polyhedral/dice');
  return engine;
};

export function startDicePopovers(): void {
  const holder = document.getElementById('dice-popover-strings');
  if (!holder) return;
  const strings = readStrings(holder);
  const lang = document.documentElement.lang || 'en';
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  let open: OpenPopover | null = null;
  let counter = 0;

  const close = (returnFocus: boolean) => {
    if (!open) return;
    const { trigger, element: popover } = open;
    open = null;
    trigger.setAttribute('aria-expanded', 'false');
    trigger.removeAttribute('aria-controls');
    popover.remove();
    if (returnFocus) trigger.focus();
  };

  const statsOf = (dist: Distribution) => {
    const stats = element('dl', { class: 'dice-popover-stats' });
    const pairs: [string, string, string][] = [
      [strings.mean, number.format(dist.mean), 'dice-mean'],
      [strings.range, `${number.format(dist.min)}${EN_DASH}${number.format(dist.max)}`, 'dice-range'],
    ];
    for (const [label, value, className] of pairs) {
      const row = element('div');
      row.append(element('dt', {}, label), element('dd', { class: className }, value));
      stats.append(row);
    }
    return stats;
  };

  const chartOf = (dist: Distribution) => {
    const bars = chartBars(dist.outcomes);
    const peak = Math.max(...bars.map((bar) => bar.probability));
    const chart = element('div', { class: 'dice-chart', role: 'img', 'aria-label': strings.chart });
    for (const bar of bars) {
      const label = bar.from === bar.to ? number.format(bar.from) : `${bar.from}${EN_DASH}${bar.to}`;
      const span = element('span', {
        title: `${label} \u2014 ${strings.chance}: ${percent.format(bar.probability)}`,
      });
      span.style.blockSize = `${Math.max(2, Math.round((bar.probability / peak) * 100))}%`;
      chart.append(span);
    }
    return chart;
  };

  const showRoll = async (notation: string, output: HTMLElement) => {
    const { cryptoRandom, rollDice } = await loadEngine();
    const result = rollDice(notation, cryptoRandom);
    output.replaceChildren(
      element('strong', {}, fillTemplate(strings.rolled, { total: number.format(result.total) })),
    );
    if (result.rolls.length === 0) return;
    const list = element('ul', { class: 'dice-breakdown', 'aria-label': strings.breakdown });
    for (const group of result.rolls) {
      const item = element('li', {}, `${group.notation}: `);
      group.dice.forEach((die, index) => {
        if (index > 0) item.append(' ');
        item.append(element(die.kept ? 'span' : 's', {}, number.format(die.value)));
      });
      item.append(` = ${number.format(group.subtotal)}`);
      list.append(item);
    }
    output.append(list);
  };

  const build = async (trigger: HTMLButtonElement, notation: string): Promise<HTMLElement> => {
    const { distributionOf } = await loadEngine();
    counter += 1;
    const id = `dice-popover-${counter}`;
    const popover = element('div', { class: 'dice-popover', role: 'dialog', id, tabindex: '-1' });
    popover.setAttribute('aria-labelledby', `${id}-title`);
    const head = element('div', { class: 'dice-popover-head' });
    head.append(element('strong', { id: `${id}-title` }, fillTemplate(strings.title, { dice: notation })));
    const closeButton = element('button', { type: 'button', class: 'dice-popover-close' }, strings.close);
    closeButton.addEventListener('click', () => close(true));
    head.append(closeButton);
    popover.append(head);
    try {
      const dist = distributionOf(notation);
      popover.dataset.mean = String(dist.mean);
      popover.dataset.min = String(dist.min);
      popover.dataset.max = String(dist.max);
      popover.append(statsOf(dist), chartOf(dist));
      const output = element('div', { class: 'dice-roll-result', 'aria-live': 'polite' });
      const rollButton = element('button', { type: 'button', class: 'dice-roll' }, strings.roll);
      rollButton.addEventListener('click', () => void showRoll(notation, output));
      popover.append(rollButton, output);
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'dice.error';
      popover.append(element('p', { class: 'dice-popover-error' }, fillTemplate(strings.error, { code })));
    }
    const rect = trigger.getBoundingClientRect();
    popover.style.insetBlockStart = `${rect.bottom + window.scrollY + 6}px`;
    popover.style.insetInlineStart = `${Math.max(8, Math.min(rect.left + window.scrollX, window.innerWidth - 304))}px`;
    return popover;
  };

  const toggle = async (trigger: HTMLButtonElement) => {
    const wasOpen = open?.trigger === trigger;
    close(false);
    if (wasOpen) return;
    const notation = trigger.dataset.dice ?? trigger.textContent ?? '';
    const popover = await build(trigger, notation);
    close(false);
    document.body.append(popover);
    trigger.setAttribute('aria-expanded', 'true');
    trigger.setAttribute('aria-controls', popover.id);
    open = { trigger, element: popover };
    popover.focus();
  };

  for (const trigger of document.querySelectorAll<HTMLButtonElement>('button.dice-inline')) {
    trigger.setAttribute('aria-expanded', 'false');
    trigger.setAttribute('aria-haspopup', 'dialog');
    trigger.addEventListener('pointerover', () => void loadEngine(), { once: true, passive: true });
    trigger.addEventListener('focus', () => void loadEngine(), { once: true });
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
    if (open && event.target instanceof Node && !open.element.contains(event.target)) close(false);
  });
}
