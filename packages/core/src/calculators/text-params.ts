import { parseDice } from '@polyhedral/dice';
import type { DamagePart, SaveTarget } from '../rules/save-half-input.ts';
import type { DamagePartsParam, DiceParam, SaveTargetsParam } from './param-spec.ts';
import {
  formatDamageParts,
  formatSaveTargets,
  parseDamageParts,
  parseSaveTargets,
} from './save-target-syntax.ts';

/**
 * Parameters with a text syntax of their own, each carrying its parser (TextSyntax). Only the
 * kinds that declare one load the dice parser and the damage-part / target syntax.
 */

/** A dice expression (`8d6`, `1d20+5>=15`), kept as the text typed; it must parse. */
export const dice = <const N extends string>(name: N, defaultValue: string): DiceParam<N> => ({
  name,
  type: 'dice',
  default: defaultValue,
  parse: (text) => {
    try {
      parseDice(text);
      return text;
    } catch {
      return undefined;
    }
  },
  format: (value) => value,
});

/** Typed damage parts of one hit (`2d6:slashing;1d6:fire`). */
export const damageParts = <const N extends string>(
  name: N,
  defaultValue: readonly DamagePart[],
): DamagePartsParam<N> => ({
  name,
  type: 'damage-parts',
  default: defaultValue,
  parse: (text) => parseDamageParts(text),
  format: formatDamageParts,
});

/** The creatures that save against one effect (`save=+2,adv;save=+5,resist=fire`). */
export const saveTargets = <const N extends string>(
  name: N,
  defaultValue: readonly SaveTarget[],
): SaveTargetsParam<N> => ({
  name,
  type: 'save-targets',
  default: defaultValue,
  parse: parseSaveTargets,
  format: formatSaveTargets,
});
