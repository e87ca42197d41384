import { TRAVEL_LIMITS } from '../rules/travel.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger, requireOption } from '../validate.ts';
import { CONDITION_IDS, EXHAUSTION } from './condition-list.ts';
import { conditionRulesFor } from './condition-rules.ts';
import { type ConditionCause, type ConditionId, EXHAUSTION_TERM } from './condition-types.ts';
import { causeParams } from './roll-tally.ts';
import { effectsIn } from './roller-effects.ts';
import { withImplied } from './with-implied.ts';

/** A creature's Speed after its conditions and Exhaustion, with every reason. */
export interface SpeedWithConditions {
  /** The Speed in feet (never below 0). */
  readonly speed: number;
  readonly base: number;
  /** In order: `conditions.cause.speed-zero`, `speed-half`, `speed-exhaustion`. */
  readonly causes: readonly ConditionCause[];
}

/**
 * A creature's Speed with its conditions and Exhaustion (the ruleset's `speed` effects; rule ID
 * Conditions): Grappled, Paralyzed, Petrified, Restrained, Unconscious (the Playtest's Stunned) make
 * it 0, the Playtest's Blinded halves it (round down), each Exhaustion level takes 5 feet (SRD
 * 5.2). Never below 0; at 0 from a condition no other reduction is listed.
 */
export function speedWithConditions(
  baseSpeed: number,
  conditions: readonly ConditionId[],
  exhaustion: number,
  ruleset: Ruleset = DEFAULT_RULESET,
): SpeedWithConditions {
  const base = requireInteger('speed', baseSpeed, 0, TRAVEL_LIMITS.maxSpeed);
  const level = requireInteger('exhaustion', exhaustion, 0, EXHAUSTION.deathAt);
  const effectsOf = effectsIn(conditionRulesFor(ruleset));
  const own = conditions.map((c) => requireOption('condition', c, CONDITION_IDS));
  const zero: ConditionCause[] = [];
  const half: ConditionCause[] = [];
  for (const { condition, via } of withImplied(own, effectsOf)) {
    for (const effect of effectsOf(condition)) {
      if (effect.kind !== 'speed' || typeof effect.speed !== 'string') continue;
      const cause = { code: `conditions.cause.speed-${effect.speed}`, params: causeParams(effect, via) };
      (effect.speed === 'zero' ? zero : half).push(cause);
    }
  }
  if (zero.length > 0) return { speed: 0, base, causes: zero };
  let speed = base;
  const causes: ConditionCause[] = [];
  if (half.length > 0) {
    speed = Math.floor(speed / 2);
    causes.push(...half);
  }
  if (level > 0) {
    for (const effect of effectsOf(EXHAUSTION_TERM)) {
      if (effect.kind !== 'speed' || typeof effect.speed === 'string') continue;
      const amount = effect.speed.perLevelFeet * level;
      speed = Math.max(0, speed + amount);
      causes.push({
        code: 'conditions.cause.speed-exhaustion',
        params: {
          condition: EXHAUSTION_TERM,
          ruleId: effect.source.ruleId,
          effect: effect.id,
          amount,
          level,
        },
      });
    }
  }
  return { speed, base, causes };
}
