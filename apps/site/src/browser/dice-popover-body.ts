/**
 * The body of a dice popover (odds and rolling), built when the popover opens: this module and
 * the dice engine load on the first hover, focus or touch of a dice button, not with the page.
 */
import { cryptoRandom, distributionOf, probabilityAtLeast, rollDice } from '@polyhedral/dice';
import { interpolate, type Locale } from '@polyhedral/i18n/client';
import { d20Distribution, d20Modifier, rollD20 } from './dice-d20.ts';
import { element } from './dice-popover-dom.ts';
import { oddsView } from './dice-popover-odds.ts';
import { rollView } from './dice-popover-roll.ts';
import type { DiceStrings } from './dice-popover-strings.ts';

export function fillPopover(
  popover: HTMLElement,
  notation: string,
  id: string,
  strings: DiceStrings,
  locale: Locale,
): void {
  try {
    const d20 = d20Modifier(notation);
    const dist = distributionOf(notation);
    const odds = oddsView(id, locale, strings, dist, probabilityAtLeast);
    const syncData = () => {
      for (const name of ['mean', 'min', 'max'] as const) popover.dataset[name] = odds.element.dataset[name];
    };
    syncData();
    const rolling = rollView({
      notation,
      locale,
      strings,
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
    const code = (error as { code?: string }).code ?? 'dice.error';
    popover.append(element('p', { class: 'dice-popover-error' }, interpolate(strings.error, { code })));
  }
}
