/** The popover's odds: mean / lowest / highest, a chart of bar buttons (tap, focus, arrows), a target's chances. */
import { type Distribution, readInteger } from '@polyhedral/dice';
import { formatNumber, type Locale } from '@polyhedral/i18n/client';
import { formatShare } from '../calculators/shared/format.ts';
import { type ChartBar, chartBars } from './dice-chart.ts';
import type { DiceText } from './dice-popover-strings.ts';
import { element } from './element.ts';

const EN_DASH = '\u2013';

export interface OddsView {
  element: HTMLElement;
  /** Shows another distribution (a d20 switched to Advantage or Disadvantage). */
  show: (dist: Distribution) => void;
}

/** The dice engine's probabilityAtLeast (passed in, so the engine loads only with the first popover). */
type AtLeast = (dist: Distribution, x: number) => number;

export function oddsView(
  id: string,
  locale: Locale,
  t: DiceText,
  initial: Distribution,
  probabilityAtLeast: AtLeast,
): OddsView {
  const number = (n: number) => formatNumber(locale, n);
  const root = element('div', { class: 'dice-odds' });
  const stats = element('dl', { class: 'dice-popover-stats' });
  const statValue = (label: string, className: string) => {
    const row = element('div');
    const value = element('dd', { class: className });
    row.append(element('dt', {}, label), value);
    stats.append(row);
    return value;
  };
  const mean = statValue(t('ui.dice.mean'), 'dice-mean');
  const min = statValue(t('ui.dice.min'), 'dice-min');
  const max = statValue(t('ui.dice.max'), 'dice-max');

  const hintId = `${id}-chart-hint`;
  const chart = element('div', {
    class: 'dice-chart',
    role: 'group',
    'aria-label': t('ui.dice.chart'),
    'aria-describedby': hintId,
  });
  const hint = element('p', { class: 'dice-chart-hint', id: hintId }, t('ui.dice.chartHint'));
  const readout = element('p', { class: 'dice-bar-readout', 'aria-live': 'polite' });

  const target = targetView(`${id}-target`, locale, t, probabilityAtLeast);
  root.append(stats, chart, hint, readout, target.row, target.result);

  let dist = initial;

  const showTarget = () => target.show(dist);
  target.input.addEventListener('input', showTarget);

  /** Reads a bar out; a tap or click also makes its total the target. */
  const select = (bars: HTMLButtonElement[], index: number, how: 'focus' | 'arrow' | 'tap') => {
    bars.forEach((bar, i) => {
      bar.tabIndex = i === index ? 0 : -1;
      bar.setAttribute('aria-pressed', String(i === index));
    });
    const bar = bars[index]!;
    if (how === 'arrow') bar.focus();
    readout.textContent = bar.getAttribute('aria-label');
    if (how === 'tap') {
      target.input.value = bar.dataset.from ?? '';
      showTarget();
    }
  };

  const drawChart = () => {
    const bars = chartBars(dist.outcomes);
    const peak = Math.max(...bars.map((bar) => bar.probability));
    const buttons = bars.map((bar, index) => barButton(bar, index, peak, locale, t));
    buttons.forEach((button, index) => {
      button.addEventListener('click', () => select(buttons, index, 'tap'));
      button.addEventListener('focus', () => select(buttons, index, 'focus'));
      button.addEventListener('keydown', (event) => {
        const next = barAfterKey(event.key, index, buttons.length);
        if (next === null) return;
        event.preventDefault();
        select(buttons, next, 'arrow');
      });
    });
    chart.replaceChildren(...buttons);
  };

  const show = (next: Distribution) => {
    dist = next;
    mean.textContent = number(dist.mean);
    min.textContent = number(dist.min);
    max.textContent = number(dist.max);
    root.dataset.mean = String(dist.mean);
    root.dataset.min = String(dist.min);
    root.dataset.max = String(dist.max);
    readout.textContent = '';
    drawChart();
    if (target.input.value.trim() === '') target.input.value = String(Math.ceil(dist.mean));
    showTarget();
  };
  show(initial);
  return { element: root, show };
}

/** One bar of the chart as a button: its total (or range of totals) and chance in its name, its height by chance. */
function barButton(
  bar: ChartBar,
  index: number,
  peak: number,
  locale: Locale,
  t: DiceText,
): HTMLButtonElement {
  const number = (n: number) => formatNumber(locale, n);
  const total = bar.from === bar.to ? number(bar.from) : `${number(bar.from)}${EN_DASH}${number(bar.to)}`;
  const label = t('ui.dice.bar', { total, chance: formatShare(locale, bar.probability) });
  const button = element('button', {
    type: 'button',
    class: 'dice-bar',
    'aria-label': label,
    'aria-pressed': 'false',
    'data-from': String(bar.from),
    tabindex: index === 0 ? '0' : '-1',
  });
  const fill = element('span', { class: 'dice-bar-fill' });
  fill.style.blockSize = `${Math.max(3, Math.round((bar.probability / peak) * 100))}%`;
  button.append(fill);
  return button;
}

/** The bar a key moves to (right/up next, left/down before, Home, End), kept on the chart; null for other keys. */
export function barAfterKey(key: string, index: number, count: number): number | null {
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowUp: index + 1,
    ArrowLeft: index - 1,
    ArrowDown: index - 1,
    Home: 0,
    End: count - 1,
  };
  const next = moves[key];
  return next === undefined ? null : Math.min(count - 1, Math.max(0, next));
}

/** The target field and its result: the chance of that total or more and of that total or less. */
interface TargetView {
  row: HTMLElement;
  input: HTMLInputElement;
  result: HTMLElement;
  /** Shows the chances of the typed total for this distribution (or why the text is not a number). */
  show: (dist: Distribution) => void;
}

function targetView(targetId: string, locale: Locale, t: DiceText, probabilityAtLeast: AtLeast): TargetView {
  const number = (n: number) => formatNumber(locale, n);
  const row = element('div', { class: 'dice-target' });
  const input = element('input', {
    id: targetId,
    // Text read by the one integer reader (Thai and full-width digits as everywhere else), not a
    // browser number field, which refuses them and accepts forms such as 1e1.
    type: 'text',
    inputmode: 'numeric',
    class: 'dice-target-input',
    'aria-describedby': `${targetId}-result`,
  });
  row.append(element('label', { for: targetId }, t('ui.dice.target')), input);
  const result = element('div', {
    class: 'dice-target-result',
    id: `${targetId}-result`,
    'aria-live': 'polite',
  });
  const show = (dist: Distribution) => {
    const target = readInteger(input.value);
    if (target === undefined) {
      input.setAttribute('aria-invalid', 'true');
      const example = number(Math.round(dist.mean));
      result.replaceChildren(
        element('p', { class: 'dice-target-error' }, t('ui.dice.targetInvalid', { example })),
      );
      return;
    }
    input.removeAttribute('aria-invalid');
    const atLeast = probabilityAtLeast(dist, target);
    const atMost = Math.max(0, 1 - probabilityAtLeast(dist, target + 1));
    result.replaceChildren(
      element(
        'p',
        { class: 'dice-at-least' },
        t('ui.dice.atLeast', { target: number(target), chance: formatShare(locale, atLeast) }),
      ),
      element(
        'p',
        { class: 'dice-at-most' },
        t('ui.dice.atMost', { target: number(target), chance: formatShare(locale, atMost) }),
      ),
    );
  };
  return { row, input, result, show };
}
