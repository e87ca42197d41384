/** The dice popover's body, loaded (with the dice engine and i18next) on a dice button's first hover, focus or touch. */
import { cryptoRandom, distributionOf, probabilityAtLeast, rollDice } from '@polyhedral/dice';
import { type Locale, messageLookup } from '@polyhedral/i18n/client';
import { d20Distribution, d20Modifier, rollD20 } from './dice-d20.ts';
import { oddsView } from './dice-popover-odds.ts';
import { rollView } from './dice-popover-roll.ts';
import type { DiceText } from './dice-popover-strings.ts';
import { element } from './element.ts';

/** The popover's text: its messages rendered by i18next (loaded with this module, not with the page). */
export function diceText(messages: Readonly<Record<string, string>>, locale: Locale): DiceText {
  return messageLookup(messages, locale).t;
}

export function fillPopover(
  popover: HTMLElement,
  notation: string,
  id: string,
  t: DiceText,
  locale: Locale,
): void {
  try {
    const d20 = d20Modifier(notation);
    const dist = distributionOf(notation);
    const odds = oddsView(id, locale, t, dist, probabilityAtLeast);
    const syncData = () => {
      for (const name of ['mean', 'min', 'max'] as const) popover.dataset[name] = odds.element.dataset[name];
    };
    syncData();
    const rolling = rollView({
      notation,
      locale,
      t,
      d20,
      roll: () => rollDice(notation, cryptoRandom),
      rollD20: (modifier, mode) => rollD20(modifier, mode, cryptoRandom),
      onMode: (mode) => {
        odds.show(d20 === null ? dist : d20Distribution(d20, mode));
        popover.dataset.mode = mode;
        syncData();
      },
    });
    popover.append(odds.element, rolling);
  } catch (error) {
    // The engine's refusal in words (a limit: dice.limit.*), never its code.
    const { code, params } = error as { code?: string; params?: Record<string, string | number> };
    const reason = code?.startsWith('dice.limit.') ? t(code as Parameters<DiceText>[0], params) : '';
    popover.append(element('p', { class: 'dice-popover-error' }, t('ui.dice.cannot', { reason }).trim()));
  }
}
