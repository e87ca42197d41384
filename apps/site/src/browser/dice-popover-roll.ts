/** The popover's roll part: a d20's Normal / Advantage / Disadvantage choice, Roll with a breakdown, the history. */
import type { RollMode } from '@polyhedral/core';
import type { RollResult } from '@polyhedral/dice';
import { formatNumber, type Locale } from '@polyhedral/i18n/client';
import type { D20Roll } from './dice-d20.ts';
import { addToHistory, type HistoryEntry, historyKey, loadHistory, saveHistory } from './dice-history.ts';
import type { DiceText } from './dice-popover-strings.ts';
import { element } from './element.ts';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface RollViewOptions {
  notation: string;
  locale: Locale;
  t: DiceText;
  /** The d20's modifier when the notation is a single d20, else null. */
  d20: number | null;
  /** Rolls the notation (crypto random source). */
  roll: () => RollResult;
  /** Rolls the single d20 + modifier in a mode (crypto random source). */
  rollD20: (modifier: number, mode: RollMode) => D20Roll;
  /** Called when the reader picks another mode (the odds follow). */
  onMode: (mode: RollMode) => void;
}

type Number = (n: number) => string;

/** Each group's dice (dropped ones struck through) and subtotal; nothing for a roll with no dice. */
function breakdownList(result: RollResult, t: RollViewOptions['t'], number: Number): HTMLElement[] {
  if (result.rolls.length === 0) return [];
  const list = element('ul', { class: 'dice-breakdown', 'aria-label': t('ui.dice.breakdown') });
  for (const group of result.rolls) {
    const item = element('li', {}, `${group.notation}: `);
    group.dice.forEach((die, index) => {
      if (index > 0) item.append(' ');
      item.append(element(die.kept ? 'span' : 's', {}, number(die.value)));
    });
    item.append(` = ${number(group.subtotal)}`);
    list.append(item);
  }
  return [list];
}

/** A d20 rolled with Advantage or Disadvantage: the two faces and the one kept, in words and drawn. */
function d20Pair(roll: D20Roll, t: RollViewOptions['t'], number: Number): HTMLElement[] {
  const [first, second] = roll.dice;
  if (second === undefined) return [];
  const pair = roll.mode === 'advantage' ? 'ui.dice.keptHigher' : 'ui.dice.keptLower';
  const words = element(
    'p',
    { class: 'dice-d20-pair' },
    t(pair, { first: number(first), second: number(second), kept: number(roll.kept) }),
  );
  const faces = element('p', { class: 'dice-d20-faces', 'aria-hidden': 'true' });
  const keptIndex = first === roll.kept ? 0 : 1;
  roll.dice.forEach((value, index) => {
    const used = index === keptIndex;
    const face = element('span', { class: used ? 'dice-face dice-face--kept' : 'dice-face' }, number(value));
    if (!used) face.title = t('ui.dice.unused');
    faces.append(face);
  });
  return [words, faces];
}

export function rollView(options: RollViewOptions): HTMLElement {
  const { notation, locale, t, d20 } = options;
  const number = (n: number) => formatNumber(locale, n);
  const modeName: Record<RollMode, string> = {
    normal: t('ui.dice.modeNormal'),
    advantage: t('ui.dice.modeAdvantage'),
    disadvantage: t('ui.dice.modeDisadvantage'),
  };
  const root = element('div', { class: 'dice-rolling' });
  let mode: RollMode = 'normal';

  if (d20 !== null) {
    const group = element('div', { class: 'dice-modes', role: 'group', 'aria-label': t('ui.dice.mode') });
    const buttons = (['normal', 'advantage', 'disadvantage'] as const).map((value) => {
      const button = element(
        'button',
        { type: 'button', class: 'dice-mode', 'data-mode': value, 'aria-pressed': String(value === mode) },
        modeName[value],
      );
      button.addEventListener('click', () => {
        mode = value;
        for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
        options.onMode(mode);
      });
      return button;
    });
    group.append(
      element('span', { class: 'dice-modes-label', 'aria-hidden': 'true' }, t('ui.dice.mode')),
      ...buttons,
    );
    root.append(group);
  }

  const rollButton = element('button', { type: 'button', class: 'dice-roll' }, t('ui.dice.roll'));
  const output = element('div', { class: 'dice-roll-result', 'aria-live': 'polite' });
  root.append(rollButton, output);

  const key = historyKey(window.location.pathname);
  let history = loadHistory(sessionStore(), key);
  const historyBox = element('section', { class: 'dice-history', 'aria-label': t('ui.dice.history') });
  const historyList = element('ol', { class: 'dice-history-list' });
  const empty = element('p', { class: 'dice-history-empty' }, t('ui.dice.historyEmpty'));
  const clear = element('button', { type: 'button', class: 'dice-history-clear' }, t('ui.dice.historyClear'));
  historyBox.append(
    element('p', { class: 'dice-history-title' }, t('ui.dice.history')),
    historyList,
    empty,
    clear,
  );
  root.append(historyBox);

  const entryText = (entry: HistoryEntry) =>
    entry.mode === undefined
      ? t('ui.dice.historyEntry', { dice: entry.dice, total: number(entry.total) })
      : t('ui.dice.historyEntryMode', {
          dice: entry.dice,
          mode: modeName[entry.mode],
          total: number(entry.total),
        });
  const drawHistory = () => {
    historyList.replaceChildren(...history.map((entry) => element('li', {}, entryText(entry))));
    historyList.hidden = history.length === 0;
    empty.hidden = history.length > 0;
    clear.hidden = history.length === 0;
  };
  drawHistory();
  const remember = (entry: HistoryEntry) => {
    history = addToHistory(loadHistory(sessionStore(), key), entry);
    saveHistory(sessionStore(), key, history);
    drawHistory();
  };
  clear.addEventListener('click', () => {
    history = [];
    saveHistory(sessionStore(), key, history);
    drawHistory();
    rollButton.focus();
  });

  rollButton.addEventListener('click', () => {
    const rolled = (total: number) =>
      element('strong', { class: 'dice-roll-total' }, t('ui.dice.rolled', { total: number(total) }));
    if (d20 !== null && mode !== 'normal') {
      const roll = options.rollD20(d20, mode);
      output.replaceChildren(rolled(roll.total), ...d20Pair(roll, t, number));
      remember({ dice: notation, total: roll.total, mode });
      return;
    }
    const result = options.roll();
    output.replaceChildren(rolled(result.total), ...breakdownList(result, t, number));
    remember({ dice: notation, total: result.total });
  });
  return root;
}
