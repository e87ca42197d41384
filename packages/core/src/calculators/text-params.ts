import { parseDice } from '@polyhedral/dice';
import { DAMAGE_LIMITS } from '../rules/damage-limits.ts';
import type { DamagePart, DamagePartAmountOf, DamagePartAmounts } from '../rules/damage-part.ts';
import type { SaveTarget } from '../rules/save-half-input.ts';
import type { DamagePartsParam, DiceParam, SaveTargetsParam } from './param-spec.ts';
import { SAVE_TARGET_FIELDS, saveTargetKeysText } from './save-target-fields.ts';
import {
  formatDamageParts,
  formatSaveTargets,
  parseDamageParts,
  parseSaveTargets,
} from './save-target-syntax.ts';

/** Parameters with a text syntax, each carrying its parser: only the kinds that declare one load it. */

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

export const damageParts = <const N extends string, const K extends DamagePartAmounts>(
  name: N,
  amounts: K,
  defaultValue: readonly DamagePart<DamagePartAmountOf<K>>[],
): DamagePartsParam<N, K> => ({
  name,
  type: 'damage-parts',
  amounts,
  default: defaultValue,
  expected:
    amounts === 'rolled'
      ? `amount:type parts separated by ;, each type once, amounts 0..${DAMAGE_LIMITS.maxAmount}, at most ${DAMAGE_LIMITS.maxParts} (7:slashing;4:fire)`
      : `dice:type parts separated by ;, at most ${DAMAGE_LIMITS.maxParts} (8d6:fire;2d6:slashing)`,
  parse: (text) => parseDamageParts(text, 'fire', amounts),
  format: formatDamageParts,
});

export const saveTargets = <const N extends string>(
  name: N,
  defaultValue: readonly SaveTarget[],
): SaveTargetsParam<N> => ({
  name,
  type: 'save-targets',
  default: defaultValue,
  parse: parseSaveTargets,
  format: formatSaveTargets,
  fields: SAVE_TARGET_FIELDS,
  keysText: saveTargetKeysText(),
});
