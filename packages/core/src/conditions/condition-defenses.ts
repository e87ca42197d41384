import type { DamageType } from '../rules/damage-limits.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireOption } from '../validate.ts';
import { CONDITION_IDS } from './condition-list.ts';
import { conditionRulesFor } from './condition-rules.ts';
import { type ConditionCause, type ConditionId, JUDGEMENTS, type Judgement } from './condition-types.ts';
import { causeParams } from './roll-tally.ts';
import { effectsIn } from './roller-effects.ts';
import { activeConditions } from './with-implied.ts';

/** A condition that halves damage (the Playtest's Ethereal), and the types it leaves whole (force). */
export interface HalvingCondition {
  readonly condition: ConditionId;
  readonly except: readonly DamageType[];
}

/** What a creature's conditions do to the damage it takes (rule ID Conditions). */
export interface ConditionDamageDefenses {
  /** The conditions that give it Resistance to all damage (SRD 5.2 Petrified), each once. */
  readonly resistAllFrom: readonly ConditionId[];
  /** Damage it takes is halved (the Playtest's Ethereal), unless the table says the source is ethereal. */
  readonly halvedBy: readonly HalvingCondition[];
  /** Damage against it is reduced by a roll of these dice (the Playtest's Intoxicated: 1d6). */
  readonly reducedBy: readonly { readonly condition: ConditionId; readonly dice: string }[];
  /** Damage it deals is halved but of the `except` types (the Playtest's Ethereal), unless judged. */
  readonly dealtHalvedBy: readonly HalvingCondition[];
  /** Conditions it is immune to that would otherwise have counted (Petrified: Poisoned). */
  readonly immune: readonly ConditionCause[];
  /** The reasons (`conditions.cause.resistance`, `damage-halved`, `damage-reduced`, then judgements). */
  readonly causes: readonly ConditionCause[];
}

/** How `conditionDamageDefenses` reads a creature beyond its conditions. */
export interface ConditionDefenseOptions {
  readonly immuneTo?: readonly ConditionId[];
  /** What the table said holds (`other-is-ethereal`: an Ethereal creature takes full damage). */
  readonly judged?: readonly Judgement[];
}

/**
 * The damage defenses a creature's conditions give (the ruleset's conditions data):
 * `resistance-all` (SRD 5.2 Petrified: "you have Resistance to all damage"), `damage-taken-halved`
 * (the Playtest's Ethereal: half damage from non-ethereal sources, not force, unless judged) and
 * `damage-reduced` (the Playtest's Intoxicated: "Damage against the creature is reduced by 1d6").
 * Immune conditions count for nothing; Resistance counts once (NoStacking, damage-defenses.ts).
 */
export function conditionDamageDefenses(
  conditions: readonly ConditionId[],
  ruleset: Ruleset = DEFAULT_RULESET,
  options: ConditionDefenseOptions = {},
): ConditionDamageDefenses {
  const effectsOf = effectsIn(conditionRulesFor(ruleset));
  const own = conditions.map((c) => requireOption('condition', c, CONDITION_IDS));
  const immuneTo = (options.immuneTo ?? []).map((c) => requireOption('condition', c, CONDITION_IDS));
  const judged = new Set((options.judged ?? []).map((j) => requireOption('judged', j, JUDGEMENTS)));
  const resistAllFrom: ConditionId[] = [];
  const halvedBy: HalvingCondition[] = [];
  const dealtHalvedBy: HalvingCondition[] = [];
  const reducedBy: { condition: ConditionId; dice: string }[] = [];
  const causes: ConditionCause[] = [];
  const judgements: ConditionCause[] = [];
  const { active, blocked } = activeConditions(own, effectsOf, immuneTo);
  for (const { condition, via } of active) {
    for (const effect of effectsOf(condition)) {
      const params = causeParams(effect, via);
      if (effect.judgement) {
        const holds = judged.has(effect.judgement.judgement);
        if (effect.judgement.applies === 'if' ? !holds : holds) {
          if (effect.kind === 'damage-taken-halved' || effect.kind === 'damage-dealt-halved') {
            judgements.push({
              code: 'conditions.cause.judgement',
              params: { ...params, kind: effect.kind, judgement: effect.judgement.judgement },
            });
          }
          continue;
        }
      }
      if (effect.kind === 'resistance-all' && !resistAllFrom.includes(condition)) {
        resistAllFrom.push(condition);
        causes.push({ code: 'conditions.cause.resistance', params });
      } else if (effect.kind === 'damage-taken-halved' && halvedBy.length === 0) {
        halvedBy.push({ condition, except: effect.except });
        causes.push({ code: 'conditions.cause.damage-halved', params });
      } else if (effect.kind === 'damage-dealt-halved' && dealtHalvedBy.length === 0) {
        dealtHalvedBy.push({ condition, except: effect.except });
        causes.push({ code: 'conditions.cause.damage-dealt-halved', params });
      } else if (effect.kind === 'damage-reduced' && reducedBy.length === 0) {
        reducedBy.push({ condition, dice: effect.dice });
        causes.push({ code: 'conditions.cause.damage-reduced', params: { ...params, dice: effect.dice } });
      }
    }
  }
  return {
    resistAllFrom,
    halvedBy,
    dealtHalvedBy,
    reducedBy,
    immune: blocked.map((one) => one.cause),
    causes: [...blocked.map((one) => one.cause), ...causes, ...judgements],
  };
}
