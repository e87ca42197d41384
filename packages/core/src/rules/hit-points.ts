import { unsupportedBy } from '../errors.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger, requireOption } from '../validate.ts';
import { DAMAGE_LIMITS } from './damage-limits.ts';
import type { DamageStep } from './damage-steps.ts';

/**
 * Bloodied: "If you have half your Hit Points or fewer" (ruleId HitPoints, seed 002 line 699).
 * Compared without rounding: hp <= maxHp / 2.
 */
export function isBloodied(hp: number, maxHp: number): boolean {
  return hp * 2 <= maxHp;
}

export interface HealingResult {
  hp: number;
  regained: number;
  /** Conscious again (was at 0 or fewer and regained hit points). */
  revived: boolean;
  steps: DamageStep[];
}

/**
 * Healing (ruleId Healing): add the hit points regained, never above the maximum (seed 002
 * lines 749-753: 14 HP + 8 healing with a maximum of 20 -> 20). Playtest: below 0 the effect
 * first brings HP to 0, then adds (seed 004 lines 1218-1224: -5 + 4 -> 4). Healing never
 * restores temporary hit points (ruleId TheyreNotHitPointsorHealing), so they are not an input.
 */
export function applyHealing(
  target: { hp: number; maxHp: number },
  amount: number,
  ruleset: Ruleset = DEFAULT_RULESET,
): HealingResult {
  const maxHp = requireInteger('maxHp', target.maxHp, 1, DAMAGE_LIMITS.maxHitPoints);
  const minHp = ruleset.lowestHitPoints.kind === 'negative' ? -DAMAGE_LIMITS.maxHitPoints : 0;
  const hp = requireInteger('hp', target.hp, minHp, maxHp);
  const heal = requireInteger('amount', amount, 0, DAMAGE_LIMITS.maxAmount);
  const steps: DamageStep[] = [];
  let start = hp;
  if (hp < 0 && heal > 0) {
    if (ruleset.healingFromBelowZero.kind !== 'starts-at-zero') {
      throw unsupportedBy(ruleset, 'healing-below-zero');
    }
    steps.push({ code: 'heal.step.start-at-zero', params: { before: hp, after: 0 } });
    start = 0;
  }
  const uncapped = start + heal;
  const after = Math.min(maxHp, uncapped);
  steps.push({ code: 'heal.step.regained', params: { amount: heal, before: start, after: uncapped } });
  if (uncapped > maxHp) steps.push({ code: 'heal.step.capped', params: { maxHp, lost: uncapped - maxHp } });
  const revived = hp <= 0 && after > 0;
  if (revived) steps.push({ code: 'heal.step.conscious', params: { hp: after } });
  return { hp: after, regained: after - start, revived, steps };
}

export type TemporaryHitPointsChoice = 'keep' | 'replace' | 'higher';

/**
 * Temporary hit points don't stack: with some already, you choose to keep them or take the new
 * ones (ruleId TemporaryHitPointsDontStack, seed 002 lines 811-813: 10 then 12 -> 12 or 10,
 * not 22). 'higher' keeps whichever is larger. Not in the playtest.
 */
export function gainTemporaryHitPoints(
  current: number,
  incoming: number,
  choice: TemporaryHitPointsChoice = 'higher',
  ruleset: Ruleset = DEFAULT_RULESET,
): { temp: number; steps: DamageStep[] } {
  if (!ruleset.temporaryHitPoints.enabled) throw unsupportedBy(ruleset, 'temporary-hit-points');
  const have = requireInteger('temp', current, 0, DAMAGE_LIMITS.maxHitPoints);
  const gain = requireInteger('incoming', incoming, 0, DAMAGE_LIMITS.maxHitPoints);
  const how = requireOption('choice', choice, ['keep', 'replace', 'higher'] as const);
  const replace = how === 'replace' || (how === 'higher' && gain > have);
  return replace
    ? { temp: gain, steps: [{ code: 'temp.step.replace', params: { before: have, after: gain } }] }
    : { temp: have, steps: [{ code: 'temp.step.keep', params: { kept: have, declined: gain } }] };
}
