import { type DiceNode, mapDiceGroups, parseDice } from '@polyhedral/dice';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';

type DiceGroupNode = Extract<DiceNode, { type: 'dice' }>;

/** The highest face a group's die can show (after a `ma` cap), for maximized critical damage. */
function highestFace(group: DiceGroupNode): number {
  let high: number;
  if (group.faces.kind === 'standard') high = group.faces.sides;
  else if (group.faces.kind === 'fate') high = 1;
  else high = Math.max(...group.faces.faces);
  for (const modifier of group.modifiers) {
    if (modifier.type === 'max') high = Math.min(high, modifier.value);
    if (modifier.type === 'min') high = Math.max(high, modifier.value);
  }
  return high;
}

function keptDice(group: DiceGroupNode): number {
  if (!group.keep) return group.count;
  const { mode, count } = group.keep;
  const kept = mode === 'kh' || mode === 'kl' ? count : group.count - count;
  return Math.max(0, Math.min(group.count, kept));
}

/**
 * The damage expression of a Critical Hit under a ruleset (ruleId CriticalHits):
 * - srd-5.2: "Roll the attack's damage dice twice, add them together, and add any relevant
 *   modifiers as normal" (seed 002 lines 711-713): every dice group becomes group + group.
 * - playtest: "deals maximum damage. Treat all the damage dice you roll ... as if you rolled
 *   their maximum results" (seed 004 lines 1114-1118): every dice group becomes its maximum.
 */
export function criticalDamageExpression(
  damage: DiceNode | string,
  ruleset: Ruleset = DEFAULT_RULESET,
): DiceNode {
  const node = typeof damage === 'string' ? parseDice(damage) : damage;
  if (ruleset.criticalHit.damageDice === 'roll-twice') {
    return mapDiceGroups(node, (group) => ({
      type: 'group',
      inner: {
        type: 'binary',
        op: '+',
        left: group,
        right: { ...group },
        start: group.start,
        end: group.end,
      },
      start: group.start,
      end: group.end,
    }));
  }
  return mapDiceGroups(node, (group) => ({
    type: 'number',
    value: highestFace(group) * keptDice(group),
    start: group.start,
    end: group.end,
  }));
}
